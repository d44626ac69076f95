const EARLIEST = '1900-01-01';

/** Today's calendar date in UTC+3 (Moscow), the product's home time zone, as yyyy-MM-dd. */
export function todayInMoscow(now: Date): string {
  return new Date(now.getTime() + 3 * 3600_000).toISOString().slice(0, 10);
}

/** A birth date is a real calendar date, not before 1900-01-01 and not in the future. */
export function isBirthDateAllowed(value: string, now: Date): boolean {
  const parsed = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) return false;
  return value >= EARLIEST && value <= todayInMoscow(now);
}
