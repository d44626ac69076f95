import { canMoveAttempt, canSubmit } from './attempt-state.js';
import { AttemptStatus as S } from './entities/attempt.entity.js';

describe('attempt state machine', () => {
  const all = [S.CHECKING, S.FINISHED, S.FAILED];
  const moves: Array<[S, S]> = [
    [S.CHECKING, S.FINISHED],
    [S.CHECKING, S.FAILED],
  ];

  it.each(all.flatMap((from) => all.map((to) => [from, to] as const)))(
    '%s → %s is allowed only if listed',
    (from, to) => {
      const listed = moves.some(([a, b]) => a === from && b === to);
      expect(canMoveAttempt(from, to)).toBe(listed);
    },
  );
});

describe('whether a learner may send answers', () => {
  const of = (...statuses: S[]) => statuses.map((status) => ({ status }));

  it.each([
    ['no attempt yet', of(), 'ok'],
    ['only failed attempts', of(S.FAILED, S.FAILED), 'ok'],
    ['one under review', of(S.FAILED, S.CHECKING), 'under_review'],
    ['one finished', of(S.FAILED, S.FINISHED), 'finished'],
    ['finished and under review at once', of(S.CHECKING, S.FINISHED), 'finished'],
  ])('%s → %s', (_, attempts, verdict) => {
    expect(canSubmit(attempts)).toBe(verdict);
  });
});
