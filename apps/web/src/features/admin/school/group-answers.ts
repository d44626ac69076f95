import type { AttemptStatus } from '@/lib/school-schema';
import type { AdminAnswer, UserSummary } from './schemas';

/** One learner among an exercise's answers: how many, the newest, that attempt's status. */
export interface AnsweringLearner {
  user: UserSummary;
  answers: number;
  lastAnsweredAt: string;
  lastAttemptStatus: AttemptStatus;
}

/**
 * The learners who answered, from answers listed newest first: one row per learner in the order
 * of their newest answer, which also gives their latest attempt's status.
 */
export function groupByLearner(answers: readonly AdminAnswer[]): AnsweringLearner[] {
  const learners = new Map<number, AnsweringLearner>();
  for (const answer of answers) {
    const known = learners.get(answer.user.id);
    if (known) known.answers += 1;
    else
      learners.set(answer.user.id, {
        user: answer.user,
        answers: 1,
        lastAnsweredAt: answer.created_at,
        lastAttemptStatus: answer.attempt_status,
      });
  }
  return [...learners.values()];
}
