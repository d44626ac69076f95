const priceFormat = new Intl.NumberFormat('ru-RU', {
  maximumFractionDigits: 2,
  useGrouping: false,
});
const dateFormat = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'long' });

/** A money amount without grouping: 4900, 4900,5. The currency sign comes from the translation. */
export function formatPrice(amount: number): string {
  return priceFormat.format(amount);
}

/** An ISO date as Russian long-form text (day, month name, year); an unreadable date stays as given. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** True when the ISO moment has passed. */
export function isPast(iso: string, now: Date = new Date()): boolean {
  const time = new Date(iso).getTime();
  return !Number.isNaN(time) && time <= now.getTime();
}
