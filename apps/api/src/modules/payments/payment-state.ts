import { PaymentStatus } from './entities/payment.entity.js';
import type { ProviderOutcome } from './providers/payment-provider.js';

/**
 * The payment state machine, the one place that says which moves are allowed:
 *   pending → paid | failed | cancelled;  failed | cancelled → paid;  paid → refunded.
 * A decline followed by a confirmed charge (a learner who tried another card on the provider's page)
 * still ends paid: money that arrived is never ignored. Nothing leaves `refunded`, and nothing moves
 * a paid payment back to pending, failed or cancelled, so duplicates, late and reordered callbacks
 * and replays are harmless.
 */
const allowed: Record<PaymentStatus, readonly PaymentStatus[]> = {
  [PaymentStatus.PENDING]: [PaymentStatus.PAID, PaymentStatus.FAILED, PaymentStatus.CANCELLED],
  [PaymentStatus.FAILED]: [PaymentStatus.PAID],
  [PaymentStatus.CANCELLED]: [PaymentStatus.PAID],
  [PaymentStatus.PAID]: [PaymentStatus.REFUNDED],
  [PaymentStatus.REFUNDED]: [],
};

export function canMove(from: PaymentStatus, to: PaymentStatus): boolean {
  return allowed[from].includes(to);
}

/** The status a provider's outcome asks for; null for "still pending", which changes nothing. */
export function targetStatus(outcome: ProviderOutcome): PaymentStatus | null {
  switch (outcome) {
    case 'paid':
      return PaymentStatus.PAID;
    case 'failed':
      return PaymentStatus.FAILED;
    case 'cancelled':
      return PaymentStatus.CANCELLED;
    case 'refunded':
      return PaymentStatus.REFUNDED;
    case 'pending':
      return null;
  }
}

export type Transition =
  | { move: true; from: PaymentStatus; to: PaymentStatus }
  | { move: false; reason: 'no_change' | 'not_allowed' | 'still_pending'; from: PaymentStatus };

/** What an outcome does to a payment in `current`. */
export function transition(current: PaymentStatus, outcome: ProviderOutcome): Transition {
  const to = targetStatus(outcome);
  if (to === null) return { move: false, reason: 'still_pending', from: current };
  if (to === current) return { move: false, reason: 'no_change', from: current };
  if (!canMove(current, to)) return { move: false, reason: 'not_allowed', from: current };
  return { move: true, from: current, to };
}
