import type { EntityManager } from 'typeorm';
import { queryRows } from '../../infrastructure/database/pooled-query.js';
import type { Payment } from './entities/payment.entity.js';
import { timelineDetails, type TimelineEntry } from './payment-timeline.js';

/** What a payment did to one access grant (a `payment_grants` row), for an exact refund. */
export interface PaymentGrantLink {
  accessGrantId: number;
  previousExpiresAt: Date | null;
  expiresAt: Date;
  grantedAt: Date;
}

/** Everything one settle step writes, in one statement. */
export interface SettlementWrites {
  /** The locked payment, when it moved: its settle-time columns are written. */
  payment: Payment | null;
  paymentId: number;
  links: readonly PaymentGrantLink[];
  timeline: readonly TimelineEntry[];
  /** The stored callback being settled: marked processed with its result. */
  callback?: { id: number; result: string; processedAt: Date };
}

/**
 * The payment row, its grant links, its timeline lines and the callback's processed mark, in one
 * round trip: each part is a no-op when it has nothing to write ($12 false, empty arrays, no
 * callback id). Timeline lines keep their order.
 */
const WRITE_SETTLEMENT_SQL = `
  WITH moved AS (
    UPDATE payments SET status = $2, updated_at = $3, provider_payment_id = $4, paid_at = $5,
                        refunded_at = $6, refunded_by = $7, refund_reason = $8, recipient_id = $9,
                        granted_at = $10, notified_at = $11
    WHERE id = $1 AND $12::boolean
  ), linked AS (
    INSERT INTO payment_grants (payment_id, access_grant_id, previous_expires_at, expires_at,
                                granted_at)
    SELECT $1, l.access_grant_id, l.previous_expires_at, l.expires_at, l.granted_at
    FROM jsonb_to_recordset($13::jsonb) AS l(access_grant_id int, previous_expires_at timestamptz,
                                             expires_at timestamptz, granted_at timestamptz)
  ), noted AS (
    INSERT INTO payment_events (payment_id, kind, details)
    SELECT (line.value ->> 'paymentId')::int, line.value ->> 'kind', line.value -> 'details'
    FROM jsonb_array_elements($14::jsonb) WITH ORDINALITY AS line(value, position)
    ORDER BY line.position
  )
  UPDATE payment_callbacks SET processed_at = $15, result = $16 WHERE id = $17`;

export async function writeSettlement(
  manager: EntityManager,
  writes: SettlementWrites,
): Promise<void> {
  const { payment, callback } = writes;
  await queryRows(manager, WRITE_SETTLEMENT_SQL, [
    writes.paymentId,
    payment?.status ?? null,
    payment?.updatedAt ?? null,
    payment?.providerPaymentId ?? null,
    payment?.paidAt ?? null,
    payment?.refundedAt ?? null,
    payment?.refundedBy ?? null,
    payment?.refundReason ?? null,
    payment?.recipientId ?? null,
    payment?.grantedAt ?? null,
    payment?.notifiedAt ?? null,
    payment !== null,
    JSON.stringify(
      writes.links.map((link) => ({
        access_grant_id: link.accessGrantId,
        previous_expires_at: link.previousExpiresAt,
        expires_at: link.expiresAt,
        granted_at: link.grantedAt,
      })),
    ),
    JSON.stringify(
      writes.timeline.map(({ paymentId, kind, details }) => ({
        paymentId,
        kind,
        details: timelineDetails(details),
      })),
    ),
    callback?.processedAt ?? null,
    callback?.result ?? null,
    callback?.id ?? null,
  ]);
}
