/** Readers for the fields of a received callback, which may hold anything a sender put there. */
import { MAX_INT4 } from '../../../common/validation/limits.js';
import { parseMinorValue } from './money-text.js';

/** A non-empty string field, or null (absent, empty, an array from a repeated query key, ...). */
export function textField(raw: Record<string, unknown>, name: string): string | null {
  const value = raw[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Our payment record's id as a provider echoes it (InvId, order_id, OrderId): a positive integer
 * within the id column's range, as digits without a leading zero or as a JSON integer; null for
 * anything else (a larger number names no payment, and would fail the lookup in PostgreSQL).
 */
export function parsePaymentId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_INT4 ? id : null;
}

/**
 * An optional amount field (a JSON number or decimal text) in minor units: undefined when absent
 * or null, null when present but unreadable, so a caller can refuse garbage yet allow absence.
 */
export function amountField(raw: Record<string, unknown>, name: string): number | null | undefined {
  const value = raw[name];
  return value === undefined || value === null ? undefined : parseMinorValue(value);
}
