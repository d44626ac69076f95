import { z } from 'zod';
import type { ChangeAttemptBody } from '../api/requests';
import { formMessages } from './form-rules';

/** The API's bound on a reviewer's comment. */
export const COMMENT_MAX = 5000;

export type Verdict = ChangeAttemptBody['status'];

/**
 * The review: the verdict is the button pressed; the comment goes to the learner. 'Провалено'
 * needs one (what to fix), 'Задание выполнено' may go without.
 */
export const reviewFormSchema = z
  .object({
    verdict: z.enum(['finished', 'failed']),
    comment: z.string().trim().max(COMMENT_MAX, formMessages.tooLong),
  })
  .refine((values) => values.verdict !== 'failed' || values.comment !== '', {
    path: ['comment'],
    message: formMessages.commentRequired,
  });
export type ReviewFormValues = z.infer<typeof reviewFormSchema>;

/** A blank comment is none. */
export const reviewToBody = (values: ReviewFormValues): ChangeAttemptBody => ({
  status: values.verdict,
  comment: values.comment.trim() === '' ? null : values.comment.trim(),
});
