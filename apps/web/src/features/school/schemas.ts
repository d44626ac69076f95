import { z } from 'zod';
import type { Schemas } from '@course-shop/api-client';
import { matchesApi } from '@/lib/api-contract';
import {
  attemptStatusSchema,
  exerciseContentFields,
  exerciseFields,
  tariffFields,
} from '@/lib/school-schema';

// The lesson, question and attempt status are the admin's too, so they live in lib/.
export { ATTEMPT_STATUSES } from '@/lib/school-schema';
export type { AttemptStatus, Lesson, Question } from '@/lib/school-schema';

export type UserExercise = Schemas['UserExerciseDto'];
export type Attempt = Schemas['AttemptDto'];
export type Answer = Schemas['AnswerDto'];
export type PublicTariff = Schemas['PublicTariffDto'];

const answerSchema = matchesApi<Answer>()(
  z.object({ id: z.number(), question_id: z.number(), text: z.string(), created_at: z.string() }),
);

export const attemptSchema = matchesApi<Attempt>()(
  z.object({
    id: z.number(),
    exercise_id: z.number(),
    status: attemptStatusSchema,
    reviewer_comment: z.string().nullable(),
    submitted_at: z.string(),
    reviewed_at: z.string().nullable(),
    answers: z.array(answerSchema),
  }),
);

export const userExerciseSchema = matchesApi<UserExercise>()(
  z.object({
    ...exerciseFields,
    is_open: z.boolean(),
    ...exerciseContentFields,
    attempts: z.array(attemptSchema),
  }),
);

export const publicTariffSchema = matchesApi<PublicTariff>()(
  z.object({
    ...tariffFields,
    final_price: z.number(),
    final_price_azn: z.number(),
  }),
);

/** The API's bound on one answer's text. */
export const ANSWER_MAX_LENGTH = 20_000;

/** Validation messages are keys of the 'school' namespace; components translate them. */
export const answerMessages = {
  required: 'answerForm.required',
  tooLong: 'answerForm.tooLong',
} as const;
export type AnswerMessageKey = (typeof answerMessages)[keyof typeof answerMessages];

/** One text per question, in the questions' order; blank answers are refused. */
export const answerFormSchema = z.object({
  answers: z.array(
    z
      .string()
      .trim()
      .min(1, answerMessages.required)
      .max(ANSWER_MAX_LENGTH, answerMessages.tooLong),
  ),
});
export type AnswerFormValues = z.infer<typeof answerFormSchema>;
