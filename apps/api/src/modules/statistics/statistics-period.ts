import { SHOP_TIME_ZONE } from '../../common/clock/shop-time-zone.js';
import { AppError } from '../../common/errors/app-error.js';

/** Left out, the period is the last 30 days, today included. */
export const DEFAULT_PERIOD_DAYS = 30;
/** Longer periods are refused: a chart of more makes no sense and the statement would grow. */
export const MAX_PERIOD_YEARS = 3;

export const STATISTICS_GROUPS = ['day', 'week', 'month'] as const;
export type StatisticsGroup = (typeof STATISTICS_GROUPS)[number];

/** Both ends are calendar days (yyyy-MM-dd) in SHOP_TIME_ZONE, both included. */
export interface StatisticsPeriod {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const moscowDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** A calendar day `days` after (or before) the given one. */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(date) + days * DAY_MS).toISOString().slice(0, 10);

/** The instant `years` after the given day's midnight, numerically: year 10000 and on included. */
function yearsLater(date: string, years: number): number {
  const moved = new Date(Date.parse(date));
  moved.setUTCFullYear(moved.getUTCFullYear() + years);
  return moved.getTime();
}

/** Today in SHOP_TIME_ZONE. */
export const todayAt = (now: Date): string => moscowDate.format(now);

/**
 * The period a query asks for: `to` defaults to today, `from` to 29 days before `to`. Refused (400)
 * when `from` is after `to` or the period is longer than MAX_PERIOD_YEARS.
 */
export function resolvePeriod(query: { from?: string; to?: string }, now: Date): StatisticsPeriod {
  const to = query.to ?? todayAt(now);
  const from = query.from ?? addDays(to, 1 - DEFAULT_PERIOD_DAYS);
  if (from > to) {
    throw AppError.onField(
      'VALIDATION_FAILED',
      'from',
      'Начало периода должно быть не позже конца',
    );
  }
  if (yearsLater(from, MAX_PERIOD_YEARS) <= Date.parse(to)) {
    throw AppError.onField(
      'VALIDATION_FAILED',
      'to',
      `Период не должен быть длиннее ${MAX_PERIOD_YEARS} лет`,
    );
  }
  return { from, to };
}

/** Share of renewals among the paid payments, 0..1 to four places; 0 when nothing was paid. */
export const renewalRate = (renewals: number, paidPayments: number): number =>
  paidPayments === 0 ? 0 : Math.round((renewals / paidPayments) * 10_000) / 10_000;
