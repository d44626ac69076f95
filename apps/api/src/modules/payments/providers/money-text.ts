/**
 * Minor units ⇄ the decimal text providers use ("1500.00", "30.75", "1500.000000"), in integer
 * arithmetic only: a float like 0.1 + 0.2 never decides whether an amount matches.
 */

/** 1500.00 as text: whole units, a dot, two digits. Throws on anything but a non-negative safe integer. */
export function formatMinor(amountMinor: number): string {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
    throw new RangeError(
      `Amount in minor units must be a non-negative integer, got ${amountMinor}`,
    );
  }
  const whole = Math.floor(amountMinor / 100);
  const fraction = String(amountMinor % 100).padStart(2, '0');
  return `${whole}.${fraction}`;
}

/** The major-unit number for JSON bodies (3075 → 30.75): the shortest double that prints as the decimal. */
export const minorToMajorNumber = (amountMinor: number): number => Number(formatMinor(amountMinor));

const DECIMAL = /^(\d{1,15})(?:\.(\d+))?$/;

/**
 * A received decimal ("1500", "1500.5", "1500.000000") to minor units; null for anything else:
 * signs, exponents, commas, spaces, empty parts, or a fraction finer than a kopeck ("10.001").
 */
export function parseMinor(text: string): number | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  if (/[1-9]/.test(fraction.slice(2))) return null;
  const minor = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** An amount sent as a JSON number (30.75) or as text ("30.75"); null when it is neither. */
export function parseMinorValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? parseMinor(String(value)) : null;
  return typeof value === 'string' ? parseMinor(value) : null;
}
