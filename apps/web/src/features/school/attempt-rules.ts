import { ATTEMPT_STATUSES, type Attempt, type Question } from './schemas';

/**
 * Whether the learner may send answers, as the API decides it: not while an attempt is under
 * review, never again once one passed; after a failed attempt (or before any) they may.
 */
export type Submission = 'open' | 'checking' | 'finished';

export function submissionState(attempts: readonly Attempt[]): Submission {
  if (attempts.some((attempt) => attempt.status === ATTEMPT_STATUSES.finished)) return 'finished';
  if (attempts.some((attempt) => attempt.status === ATTEMPT_STATUSES.checking)) return 'checking';
  return 'open';
}

/**
 * The texts a new attempt starts from: the latest failed attempt's answers (attempts come newest
 * first), so a learner corrects them instead of typing everything again; '' where there is none.
 */
export function startingAnswers(
  attempts: readonly Attempt[],
  questions: readonly Question[],
): string[] {
  const failed = attempts.find((attempt) => attempt.status === ATTEMPT_STATUSES.failed);
  const texts = new Map(failed?.answers.map((answer) => [answer.question_id, answer.text]));
  return questions.map((question) => texts.get(question.id) ?? '');
}
