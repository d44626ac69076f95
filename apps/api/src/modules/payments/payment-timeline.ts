import type { EntityManager } from 'typeorm';
import { PaymentEvent } from './entities/payment-event.entity.js';

/**
 * What a line of a payment's timeline records. An admin's refund is a `state` line (paid →
 * refunded, with the admin and the reason) followed by the `revoke` of what it had granted.
 */
export const TIMELINE_KINDS = [
  'created',
  'redirected',
  'checkout_failed',
  'callback',
  'callback_rejected',
  'status_check',
  'state',
  'ignored',
  'grant',
  'revoke',
  'gift_waiting',
  'mail',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** A UTF-16 surrogate without its pair: valid in a JSON text, yet refused by PostgreSQL's jsonb. */
const LONE_SURROGATE = /\p{Surrogate}/gu;

/**
 * The details as jsonb can hold them. A provider's raw fields carry whatever a sender put there,
 * and one lone surrogate would fail the insert (a 500, and the callback never stored), so it is
 * kept as U+FFFD, in keys and values alike. Takes what JSON.parse gives: plain data only.
 */
function storable(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(LONE_SURROGATE, '\uFFFD');
  if (Array.isArray(value)) return value.map(storable);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [storable(key), storable(item)]),
  );
}

/** One line of a payment's timeline, to be written. */
export interface TimelineEntry {
  paymentId: number;
  kind: TimelineKind;
  details?: Record<string, unknown>;
}

/** The details as they are stored: plain JSON data that jsonb accepts. */
export const timelineDetails = (details: Record<string, unknown> = {}) =>
  storable(JSON.parse(JSON.stringify(details))) as PaymentEvent['details'] & object;

/** Appends to a payment's timeline in the caller's transaction (or on its own). */
export async function recordTimeline(
  manager: EntityManager,
  paymentId: number,
  kind: TimelineKind,
  details: Record<string, unknown> = {},
): Promise<void> {
  await manager.insert(PaymentEvent, { paymentId, kind, details: timelineDetails(details) });
}

/** Appends several lines at once, in one statement (a settle writes two or three). */
export async function recordTimelines(
  manager: EntityManager,
  entries: readonly TimelineEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await manager.insert(
    PaymentEvent,
    entries.map(({ paymentId, kind, details }) => ({
      paymentId,
      kind,
      details: timelineDetails(details),
    })),
  );
}
