import { AttemptStatus } from './entities/attempt.entity.js';

/**
 * The attempt state machine: a submission opens `checking`; the reviewer ends it `finished` or
 * `failed`. Both are final: after `failed` the learner answers again in a new attempt, and
 * `finished` closes the exercise for good.
 */
const allowed: Record<AttemptStatus, readonly AttemptStatus[]> = {
  [AttemptStatus.CHECKING]: [AttemptStatus.FINISHED, AttemptStatus.FAILED],
  [AttemptStatus.FINISHED]: [],
  [AttemptStatus.FAILED]: [],
};

export function canMoveAttempt(from: AttemptStatus, to: AttemptStatus): boolean {
  return allowed[from].includes(to);
}

/** Whether a learner may send answers, given their earlier attempts of the same exercise. */
export type SubmitVerdict = 'ok' | 'under_review' | 'finished';

export function canSubmit(existing: readonly { status: AttemptStatus }[]): SubmitVerdict {
  // A passed exercise says more than a pending review, should both ever be recorded.
  if (existing.some((attempt) => attempt.status === AttemptStatus.FINISHED)) return 'finished';
  if (existing.some((attempt) => attempt.status === AttemptStatus.CHECKING)) return 'under_review';
  return 'ok';
}
