import { PaymentStatus as S } from './entities/payment.entity.js';
import { canMove, transition } from './payment-state.js';
import type { ProviderOutcome } from './providers/payment-provider.js';

describe('payment state machine', () => {
  const all = [S.PENDING, S.PAID, S.FAILED, S.CANCELLED, S.REFUNDED];
  const moves: Array<[S, S]> = [
    [S.PENDING, S.PAID],
    [S.PENDING, S.FAILED],
    [S.PENDING, S.CANCELLED],
    [S.FAILED, S.PAID],
    [S.CANCELLED, S.PAID],
    [S.PAID, S.REFUNDED],
  ];

  it.each(all.flatMap((from) => all.map((to) => [from, to] as const)))(
    '%s → %s is allowed only if listed',
    (from, to) => {
      const listed = moves.some(([a, b]) => a === from && b === to);
      expect(canMove(from, to)).toBe(listed);
    },
  );

  const table: Array<[S, ProviderOutcome, S | string]> = [
    [S.PENDING, 'paid', S.PAID],
    [S.PENDING, 'failed', S.FAILED],
    [S.PENDING, 'cancelled', S.CANCELLED],
    [S.PENDING, 'pending', 'still_pending'],
    [S.PENDING, 'refunded', 'not_allowed'],
    [S.PAID, 'paid', 'no_change'],
    [S.PAID, 'failed', 'not_allowed'],
    [S.PAID, 'cancelled', 'not_allowed'],
    [S.PAID, 'pending', 'still_pending'],
    [S.PAID, 'refunded', S.REFUNDED],
    [S.FAILED, 'paid', S.PAID],
    [S.FAILED, 'failed', 'no_change'],
    [S.CANCELLED, 'paid', S.PAID],
    [S.REFUNDED, 'paid', 'not_allowed'],
    [S.REFUNDED, 'refunded', 'no_change'],
    [S.REFUNDED, 'failed', 'not_allowed'],
  ];

  it.each(table)('%s + outcome %s → %s', (from, outcome, expected) => {
    const result = transition(from, outcome);
    if (result.move) expect(result.to).toBe(expected);
    else expect(result.reason).toBe(expected);
  });
});
