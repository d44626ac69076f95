const pad = (value: number) => String(value).padStart(2, '0');

/**
 * An ISO moment as the value of <input type="datetime-local">: 'YYYY-MM-DDTHH:mm' in the
 * browser's time zone, which is the zone the admin reads and types in. Null or unreadable: ''.
 */
export function isoToLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** The datetime-local value (browser's zone) as an ISO moment in UTC; '' is null (no date). */
export function localInputToIso(value: string): string | null {
  if (value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A datetime-local value the browser can read: '' or 'YYYY-MM-DDTHH:mm[:ss]'. */
export function isLocalInputValue(value: string): boolean {
  if (value === '') return true;
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value) && !Number.isNaN(Date.parse(value));
}

/**
 * The browser's time zone as the admin should read it next to the field, e.g.
 * 'Europe/Moscow, UTC+03:00', so nobody wonders whether 09:00 means Moscow or UTC.
 */
export function describeTimeZone(now: Date = new Date()): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const offset = -now.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '−';
  const hours = pad(Math.floor(Math.abs(offset) / 60));
  const minutes = pad(Math.abs(offset) % 60);
  return `${zone}, UTC${sign}${hours}:${minutes}`;
}
