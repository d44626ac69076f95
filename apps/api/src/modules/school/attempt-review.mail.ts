import { escapeHtml } from '../../infrastructure/mail/escape-html.js';
import type { MailMessage } from '../../infrastructure/mail/mail-message.js';
import { AttemptStatus } from './entities/attempt.entity.js';

/** The verdicts a review ends with, in the words the learner sees beside the attempt. */
const verdicts = {
  [AttemptStatus.FINISHED]: 'Задание выполнено',
  [AttemptStatus.FAILED]: 'Провалено',
} as const;

export type ReviewVerdict = keyof typeof verdicts;

export interface AttemptReview {
  firstName: string | null;
  exerciseTitle: string;
  verdict: ReviewVerdict;
  comment: string | null;
  /** The learner's exercises page, where a failed task is answered again. */
  exercisesUrl: string;
}

/** The learner's letter once an admin has reviewed their answers: the verdict and the comment. */
export function attemptReviewMail(to: string, review: AttemptReview): MailMessage {
  const greeting = review.firstName ? `Здравствуйте, ${review.firstName}!` : 'Здравствуйте!';
  const intro = `Мы проверили ваши ответы на задание «${review.exerciseTitle}».`;
  const verdict = `Результат: ${verdicts[review.verdict]}.`;
  const next =
    review.verdict === AttemptStatus.FAILED
      ? 'Вы можете исправить ответы и отправить их снова в личном кабинете:'
      : 'Ваши задания в личном кабинете:';
  const text = [
    greeting,
    '',
    intro,
    verdict,
    '',
    ...(review.comment ? ['Комментарий проверяющего:', review.comment, ''] : []),
    next,
    review.exercisesUrl,
  ].join('\n');
  // The comment keeps its line breaks; every piece of text is escaped, the comment above all.
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}<br>${escapeHtml(verdict)}</p>`,
    ...(review.comment
      ? [
          `<p>Комментарий проверяющего:<br>${escapeHtml(review.comment).replace(/\r?\n/g, '<br>')}</p>`,
        ]
      : []),
    `<p>${escapeHtml(next)} <a href="${escapeHtml(review.exercisesUrl)}">${escapeHtml(review.exercisesUrl)}</a></p>`,
  ].join('\n');
  return { to, subject: `Задание «${review.exerciseTitle}» проверено`, text, html };
}
