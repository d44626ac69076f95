/**
 * A formatter made on first use: making one loads the locale's data, and the three made at start-up
 * were a twentieth of the first visit's script time, dates included on pages that show none.
 */
function madeOnUse<Format>(make: () => Format): () => Format {
  let made: Format | undefined;
  return () => (made ??= make());
}

// ru-RU groups thousands with a no-break space (12 900), so a price never splits across lines.
const priceFormat = madeOnUse(() => new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 }));
const dateFormat = madeOnUse(() => new Intl.DateTimeFormat('ru-RU', { dateStyle: 'long' }));
const dateTimeFormat = madeOnUse(
  () => new Intl.DateTimeFormat('ru-RU', { dateStyle: 'long', timeStyle: 'short' }),
);

/** A money amount as Russians write it: 12 900, 2 940,5. The currency sign comes from the translation. */
export function formatPrice(amount: number): string {
  return priceFormat().format(amount);
}

/** An ISO date as Russian long-form text (day, month name, year); an unreadable date stays as given. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat().format(date);
}

/** An ISO moment as Russian long-form date and time (in the viewer's time zone). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat().format(date);
}

/** True when the ISO moment has passed. */
export function isPast(iso: string, now: Date = new Date()): boolean {
  const time = new Date(iso).getTime();
  return !Number.isNaN(time) && time <= now.getTime();
}

/** Today in the browser's time zone as yyyy-MM-dd (a date input's value). */
export function todayIsoDate(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
