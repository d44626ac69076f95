import type { EntityManager } from 'typeorm';
import { PaymentEvent } from './entities/payment-event.entity.js';

export type TimelineKind =
  | 'created'
  | 'redirected'
  | 'checkout_failed'
  | 'callback'
  | 'callback_rejected'
  | 'status_check'
  | 'state'
  | 'ignored'
  | 'grant'
  | 'revoke'
  | 'gift_waiting'
  | 'mail'
  | 'refund';

/** Appends to a payment's timeline in the caller's transaction (or on its own). */
export async function recordTimeline(
  manager: EntityManager,
  paymentId: number,
  kind: TimelineKind,
  details: Record<string, unknown> = {},
): Promise<void> {
  await manager.insert(PaymentEvent, {
    paymentId,
    kind,
    details: details as PaymentEvent['details'] & object,
  });
}
