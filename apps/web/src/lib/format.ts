/**
 * For numbers that cannot be written as plain digits (1e21, NaN) only: the browser's own formatter,
 * made when one first comes.
 */
let numberFormat: Intl.NumberFormat | undefined;

/**
 * A money amount as Russians write it (12 900, 2 940,5; at most two decimals, as ru-RU's
 * NumberFormat writes it). Written by hand: making the browser's formatter loads the locale's number
 * data, 60-70 ms of the main thread on the first page with a price (a phone takes four times that).
 * Thousands are joined by a no-break space, so a price never splits across lines. The currency
 * sign comes from the translation.
 */
export function formatPrice(amount: number): string {
  const digits = String(Math.abs(amount));
  if (!/^\d+(\.\d+)?$/.test(digits)) {
    numberFormat ??= new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });
    return numberFormat.format(amount);
  }
  const [whole, fraction = ''] = digits.split('.');
  // Rounded half up on the decimal digits the number prints as (1.005 -> 1,01), as Intl does.
  const hundredths =
    BigInt(whole + fraction.slice(0, 2).padEnd(2, '0')) + (fraction.charAt(2) >= '5' ? 1n : 0n);
  const cents = String(hundredths % 100n)
    .padStart(2, '0')
    .replace(/0+$/, '');
  const grouped = String(hundredths / 100n).replace(/\B(?=(\d{3})+$)/g, '\u00a0');
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}${grouped}${cents ? `,${cents}` : ''}`;
}

/** Month names as a Russian date says them (5 января). */
const MONTHS_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
] as const;

/**
 * Dates are written by hand too (ru-RU's long style: 5 января 2026 г.), in the viewer's time zone:
 * the browser's date formatter costs about 10 ms to make on the first page with a date.
 */
const longDate = (date: Date) =>
  `${date.getDate()} ${MONTHS_GENITIVE[date.getMonth()]} ${date.getFullYear()} г.`;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** An ISO date as Russian long-form text (day, month name, year); an unreadable date stays as given. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : longDate(date);
}

/** An ISO moment as Russian long-form date and time (in the viewer's time zone): 5 января 2026 г. в 07:03. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : `${longDate(date)} в ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** True when the ISO moment has passed. */
export function isPast(iso: string, now: Date = new Date()): boolean {
  const time = new Date(iso).getTime();
  return !Number.isNaN(time) && time <= now.getTime();
}

/** Today in the browser's time zone as yyyy-MM-dd (a date input's value). */
export function todayIsoDate(now: Date = new Date()): string {
  return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}
