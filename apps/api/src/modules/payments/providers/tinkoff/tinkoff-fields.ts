/** T-Bank field readers: ids come as strings or JSON numbers, amounts as integer kopecks. */

/** An id such as PaymentId ("13660" in Init, 13660 in notifications) as text; null if neither. */
export function idText(value: unknown): string | null {
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) && value >= 0 ? String(value) : null;
  }
  return typeof value === 'string' && /^\d{1,20}$/.test(value) ? value : null;
}

/** `Amount` in kopecks: undefined when absent, null when not a non-negative integer. */
export function kopecksField(
  raw: Record<string, unknown>,
  name: string,
): number | null | undefined {
  const value = raw[name];
  if (value === undefined || value === null) return undefined;
  const amount = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount >= 0 ? amount : null;
}

/** T-Bank's success marker: `Success: true` with ErrorCode "0" (a string; a number in places). */
export const succeeded = (answer: Record<string, unknown>): boolean =>
  answer.Success === true && String(answer.ErrorCode) === '0';

/** ErrorCode, Message and Details for a log line; T-Bank puts no secrets in them. */
export const errorDetail = (answer: Record<string, unknown>): string =>
  ['ErrorCode', 'Message', 'Details']
    .filter((key) => typeof answer[key] === 'string' || typeof answer[key] === 'number')
    .map((key) => `${key}=${String(answer[key])}`)
    .join(' ');
