import type { EntityManager } from 'typeorm';
import { queryRows } from '../../infrastructure/database/pooled-query.js';
import type { Payment } from './entities/payment.entity.js';
import type { LetterBuyer } from './payment-notifications.service.js';
import { timelineDetails, type TimelineEntry } from './payment-timeline.js';

/** What a payment did to one access grant (a `payment_grants` row), for an exact refund. */
export interface PaymentGrantLink {
  accessGrantId: number;
  previousExpiresAt: Date | null;
  expiresAt: Date;
  grantedAt: Date;
}

/** A stored callback settled: marked processed with its result. */
export interface SettledCallback {
  id: number;
  result: string;
  processedAt: Date;
}

/** What settling does to one locked payment, gathered until it is written. */
export interface Settlement {
  payment: Payment;
  /** It moved: its settle-time columns are written. */
  moved: boolean;
  /** The buyer, when read with the lock: the receipt needs no read of its own. */
  buyer?: LetterBuyer;
  /** It became paid: what it bought is granted, and its letters queued, before it is written. */
  grantPending: boolean;
  owesLetters: boolean;
  links: PaymentGrantLink[];
  timeline: TimelineEntry[];
  /** The stored callbacks settled. */
  callbacks: SettledCallback[];
}

export const settlementOf = (payment: Payment, buyer?: LetterBuyer): Settlement => ({
  payment,
  moved: false,
  buyer,
  grantPending: false,
  owesLetters: false,
  links: [],
  timeline: [],
  callbacks: [],
});

/**
 * The payments that moved, their grant links, their timeline lines and the callbacks' processed
 * marks, for any number of payments, in one round trip: each part is a no-op when its array is
 * empty. Timeline lines keep their order. The ids again as arrays ($5, $6) let the planner find
 * the rows by their keys: it takes a JSON record set for a hundred rows and scans the whole table.
 */
const WRITE_SETTLEMENTS_SQL = `
  WITH moved AS (
    UPDATE payments p
    SET status = m.status::payment_status, updated_at = m.updated_at,
        provider_payment_id = m.provider_payment_id, paid_at = m.paid_at,
        refunded_at = m.refunded_at, refunded_by = m.refunded_by, refund_reason = m.refund_reason,
        recipient_id = m.recipient_id, granted_at = m.granted_at, notified_at = m.notified_at
    FROM jsonb_to_recordset($1::jsonb) AS m(id int, status text, updated_at timestamptz,
                                            provider_payment_id text, paid_at timestamptz,
                                            refunded_at timestamptz, refunded_by int,
                                            refund_reason text, recipient_id int,
                                            granted_at timestamptz, notified_at timestamptz)
    WHERE p.id = m.id AND p.id = ANY($5::int[])
  ), linked AS (
    INSERT INTO payment_grants (payment_id, access_grant_id, previous_expires_at, expires_at,
                                granted_at)
    SELECT l.payment_id, l.access_grant_id, l.previous_expires_at, l.expires_at, l.granted_at
    FROM jsonb_to_recordset($2::jsonb) AS l(payment_id int, access_grant_id int,
                                            previous_expires_at timestamptz,
                                            expires_at timestamptz, granted_at timestamptz)
  ), noted AS (
    INSERT INTO payment_events (payment_id, kind, details)
    SELECT (line.value ->> 'paymentId')::int, line.value ->> 'kind', line.value -> 'details'
    FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS line(value, position)
    ORDER BY line.position
  )
  UPDATE payment_callbacks c SET processed_at = d.processed_at, result = d.result
  FROM jsonb_to_recordset($4::jsonb) AS d(id int, result text, processed_at timestamptz)
  WHERE c.id = d.id AND c.id = ANY($6::int[])`;

const movedRow = (payment: Payment) => ({
  id: payment.id,
  status: payment.status,
  updated_at: payment.updatedAt,
  provider_payment_id: payment.providerPaymentId,
  paid_at: payment.paidAt,
  refunded_at: payment.refundedAt,
  refunded_by: payment.refundedBy,
  refund_reason: payment.refundReason,
  recipient_id: payment.recipientId,
  granted_at: payment.grantedAt,
  notified_at: payment.notifiedAt,
});

/** Writes what settling did to each payment, all in one statement. */
export async function writeSettlements(
  manager: EntityManager,
  settlements: readonly Settlement[],
): Promise<void> {
  const moved = settlements.flatMap(({ payment, moved }) => (moved ? [movedRow(payment)] : []));
  const links = settlements.flatMap(({ payment, links }) =>
    links.map((link) => ({
      payment_id: payment.id,
      access_grant_id: link.accessGrantId,
      previous_expires_at: link.previousExpiresAt,
      expires_at: link.expiresAt,
      granted_at: link.grantedAt,
    })),
  );
  const timeline = settlements.flatMap((writes) =>
    writes.timeline.map(({ paymentId, kind, details }) => ({
      paymentId,
      kind,
      details: timelineDetails(details),
    })),
  );
  const callbacks = settlements.flatMap((writes) =>
    writes.callbacks.map(({ id, result, processedAt }) => ({
      id,
      result,
      processed_at: processedAt,
    })),
  );
  await queryRows(manager, WRITE_SETTLEMENTS_SQL, [
    JSON.stringify(moved),
    JSON.stringify(links),
    JSON.stringify(timeline),
    JSON.stringify(callbacks),
    moved.map(({ id }) => id),
    callbacks.map(({ id }) => id),
  ]);
}
