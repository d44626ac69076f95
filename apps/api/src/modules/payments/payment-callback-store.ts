import type { EntityManager } from 'typeorm';
import { queryRows } from '../../infrastructure/database/pooled-query.js';
import { timelineDetails, type TimelineKind } from './payment-timeline.js';
import type { VerifiedCallback } from './providers/payment-provider.js';

/** A callback event to store: from a provider, or from asking a provider (status check). */
export interface CallbackRecord {
  provider: string;
  source: 'callback' | 'status_check';
  event: Omit<VerifiedCallback, 'currency' | 'amountMinor'>;
  raw: Record<string, unknown>;
  /** What the provider says was paid, checked against the order; null checks nothing. */
  currency: string | null;
  amountMinor: number | null;
}

/** A record refused by its order, or stored (a repeat answers the row stored first). */
export type StoredCallback =
  | { mismatch: string; paymentId: number | null }
  | { mismatch: null; id: number; processed: boolean };

/**
 * Checks each record against its order and stores those that match, each once per (provider,
 * event key), with its timeline line (marked as a repeat when the event was already stored, or
 * comes again in the same batch), in one statement: the lines and rows are written together or not
 * at all. The ids again as arrays ($2) let the planner find orders by key.
 */
const STORE_CALLBACKS_SQL = `
  WITH incoming AS (
    SELECT * FROM jsonb_to_recordset($1::jsonb) AS i(
      position int, provider text, event_key text, payment_id bigint, outcome text,
      provider_status text, provider_payment_id text, source text, received_at timestamptz,
      kind text, details jsonb, currency text, amount_minor bigint)
  ), checked AS (
    SELECT i.*, p.id AS order_id, CASE
      WHEN p.id IS NULL THEN 'unknown order'
      WHEN p.provider IS DISTINCT FROM i.provider THEN 'order of another provider'
      WHEN i.currency IS NOT NULL AND i.currency <> p.currency::text THEN 'wrong currency'
      WHEN i.amount_minor IS NOT NULL AND i.amount_minor <> p.amount_minor THEN 'wrong amount'
    END AS mismatch
    FROM incoming i LEFT JOIN payments p ON p.id = i.payment_id AND p.id = ANY($2::int[])
  ), firsts AS (
    SELECT DISTINCT ON (provider, event_key) * FROM checked WHERE mismatch IS NULL
    ORDER BY provider, event_key, position
  ), stored AS (
    INSERT INTO payment_callbacks (provider, event_key, payment_id, outcome, provider_status,
                                   provider_payment_id, source, received_at)
    SELECT provider, event_key, payment_id, outcome, provider_status, provider_payment_id, source,
           received_at
    FROM firsts ORDER BY position
    ON CONFLICT DO NOTHING
    RETURNING id, provider, event_key
  ), answered AS (
    SELECT c.position, c.mismatch, c.payment_id, c.order_id, c.kind, c.details,
           CASE WHEN f.position = c.position THEN s.id END AS stored_id
    FROM checked c
    LEFT JOIN firsts f ON f.provider = c.provider AND f.event_key = c.event_key
    LEFT JOIN stored s ON s.provider = c.provider AND s.event_key = c.event_key
  ), noted AS (
    INSERT INTO payment_events (payment_id, kind, details)
    SELECT payment_id, kind, details || jsonb_build_object('repeat', stored_id IS NULL)
    FROM answered WHERE mismatch IS NULL ORDER BY position
  )
  SELECT position, mismatch, order_id AS "paymentId", stored_id AS "storedId"
  FROM answered ORDER BY position`;

/** Rows stored earlier (or by a transaction that committed while this one waited), by event. */
const STORED_EARLIER_SQL = `
  SELECT c.id, c.provider, c.event_key AS "eventKey", c.processed_at AS "processedAt"
  FROM payment_callbacks c
  JOIN unnest($1::text[], $2::text[]) AS e(provider, event_key)
    ON c.provider = e.provider AND c.event_key = e.event_key`;

interface StoreRow {
  position: number;
  mismatch: string | null;
  paymentId: number | null;
  storedId: number | null;
}

const eventOf = (provider: string, eventKey: string) => `${provider}\u0000${eventKey}`;

/** Stores records as one statement (plus one read when some were repeats); answers in order. */
export async function storeCallbacks(
  manager: EntityManager,
  records: readonly CallbackRecord[],
  receivedAt: Date,
): Promise<StoredCallback[]> {
  const incoming = records.map((record, position) => {
    const { event } = record;
    const kind: TimelineKind = record.source === 'callback' ? 'callback' : 'status_check';
    return {
      position,
      provider: record.provider,
      event_key: event.eventKey,
      payment_id: event.paymentId,
      outcome: event.outcome,
      provider_status: event.providerStatus,
      provider_payment_id: event.providerPaymentId,
      source: record.source,
      received_at: receivedAt,
      kind,
      details: timelineDetails({
        provider: record.provider,
        event_key: event.eventKey,
        provider_status: event.providerStatus,
        outcome: event.outcome,
        verified: true,
        raw: record.raw,
      }),
      currency: record.currency,
      amount_minor: record.amountMinor,
    };
  });
  const orderIds = records
    .map(({ event }) => event.paymentId)
    .filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);
  const rows = await queryRows<StoreRow>(manager, STORE_CALLBACKS_SQL, [
    JSON.stringify(incoming),
    orderIds,
  ]);
  const repeats = rows.filter((row) => row.mismatch === null && row.storedId === null);
  const earlier = new Map<string, { id: number; processedAt: Date | null }>();
  if (repeats.length > 0) {
    const found = await queryRows<{
      id: number;
      provider: string;
      eventKey: string;
      processedAt: Date | null;
    }>(manager, STORED_EARLIER_SQL, [
      repeats.map((row) => records[row.position]!.provider),
      repeats.map((row) => records[row.position]!.event.eventKey),
    ]);
    for (const row of found) earlier.set(eventOf(row.provider, row.eventKey), row);
  }
  return rows.map((row): StoredCallback => {
    if (row.mismatch !== null) return { mismatch: row.mismatch, paymentId: row.paymentId };
    if (row.storedId !== null) return { mismatch: null, id: row.storedId, processed: false };
    const { provider, event } = records[row.position]!;
    const first = earlier.get(eventOf(provider, event.eventKey))!;
    return { mismatch: null, id: first.id, processed: first.processedAt !== null };
  });
}
