import type { Currency, RevenueGroup, RevenueRow } from './schemas';

/** Roubles before manats wherever both show. */
const CURRENCY_ORDER: Record<Currency, number> = { RUB: 0, AZN: 1 };
const byCurrency = (a: Currency, b: Currency) => CURRENCY_ORDER[a] - CURRENCY_ORDER[b];

/** One chart's points: per period, the amount of each provider (0 where it took nothing). */
export interface RevenueChart {
  currency: Currency;
  providers: string[];
  points: Array<{ period: string; amounts: Record<string, number> }>;
}

/**
 * The revenue as one chart per currency (roubles and manats never share an axis), each period a
 * stacked bar of its providers. Periods come in date order; a period without payments in that
 * currency is absent, as in the API.
 */
export function revenueCharts(rows: readonly RevenueRow[]): RevenueChart[] {
  const currencies = [...new Set(rows.map((row) => row.currency))].sort(byCurrency);
  return currencies.map((currency) => {
    const ofCurrency = rows.filter((row) => row.currency === currency);
    const providers = [...new Set(ofCurrency.map((row) => row.provider))].sort();
    const periods = [...new Set(ofCurrency.map((row) => row.period_start))].sort();
    const points = periods.map((period) => {
      const amounts = Object.fromEntries(providers.map((provider) => [provider, 0]));
      for (const row of ofCurrency) {
        if (row.period_start === period)
          amounts[row.provider] = (amounts[row.provider] ?? 0) + row.amount;
      }
      return { period, amounts };
    });
    return { currency, providers, points };
  });
}

/** The table's rows: by period, then currency (roubles first), then provider. */
export function revenueTableRows(rows: readonly RevenueRow[]): RevenueRow[] {
  return [...rows].sort(
    (a, b) =>
      a.period_start.localeCompare(b.period_start) ||
      byCurrency(a.currency, b.currency) ||
      a.provider.localeCompare(b.provider),
  );
}

/** The totals under the table, one per currency. */
export function revenueTotals(
  rows: readonly RevenueRow[],
): Array<{ currency: Currency; payments: number; amount: number }> {
  const totals = new Map<Currency, { currency: Currency; payments: number; amount: number }>();
  for (const row of rows) {
    const total = totals.get(row.currency) ?? { currency: row.currency, payments: 0, amount: 0 };
    total.payments += row.payments;
    // Kopecks summed as integers: 0.1 + 0.2 must total 0.3.
    total.amount = Math.round((total.amount + row.amount) * 100) / 100;
    totals.set(row.currency, total);
  }
  return [...totals.values()].sort((a, b) => byCurrency(a.currency, b.currency));
}

/** A yyyy-MM-dd day as dd.MM.yyyy, the way the period shows in the table and the CSV. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return year && month && date ? `${date}.${month}.${year}` : day;
}

const monthFormat = new Intl.DateTimeFormat('ru-RU', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A bucket's name: the day, the week by its Monday (the caller's template, e.g. 'неделя с …') or
 * the month in words. Days are read in UTC so the label never shifts a day with the viewer's zone.
 */
export function periodLabel(
  periodStart: string,
  group: RevenueGroup,
  weekOf: (day: string) => string,
): string {
  if (group === 'day') return formatDay(periodStart);
  if (group === 'week') return weekOf(formatDay(periodStart));
  const date = new Date(`${periodStart}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? periodStart : monthFormat.format(date);
}

/** Byte order mark: without it Excel reads a UTF-8 file as cp1251 and garbles Cyrillic. */
export const CSV_BOM = '\uFEFF';
/** Russian Excel splits columns at ';' (',' is its decimal separator). */
export const CSV_SEPARATOR = ';';

const quoteCell = (cell: string) =>
  /[;"\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;

/** A number as Russian Excel reads it: a comma before the decimals, no thousands separator. */
export const csvNumber = (value: number) => String(value).replace('.', ',');

/** Rows of cells as a CSV file's text for Russian Excel: BOM, ';' between cells, CRLF lines. */
export function toCsv(rows: ReadonlyArray<readonly string[]>): string {
  return CSV_BOM + rows.map((row) => row.map(quoteCell).join(CSV_SEPARATOR)).join('\r\n') + '\r\n';
}

export interface RevenueCsvTexts {
  headers: [period: string, provider: string, currency: string, payments: string, amount: string];
  period: (periodStart: string) => string;
  provider: (provider: string) => string;
}

/** The revenue table as CSV: the header, then one line per period, provider and currency. */
export function revenueCsv(rows: readonly RevenueRow[], texts: RevenueCsvTexts): string {
  return toCsv([
    texts.headers,
    ...revenueTableRows(rows).map((row) => [
      texts.period(row.period_start),
      texts.provider(row.provider),
      row.currency,
      String(row.payments),
      csvNumber(row.amount),
    ]),
  ]);
}
