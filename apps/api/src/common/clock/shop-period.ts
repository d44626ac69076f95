import { SHOP_TIME_ZONE } from './shop-time-zone.js';

const BARE_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A period filter's ends, as given: calendar days (yyyy-MM-dd) or ISO 8601 date-times. */
export interface PeriodFilter {
  from?: string;
  to?: string;
}

/** The SQL condition of a period on one timestamptz column, with its named parameters. */
export interface PeriodCondition {
  sql: (column: string) => string;
  parameters: Record<string, string>;
}

/**
 * One rule for every period filter of the admin area: a bare day is a whole day of the shop's time
 * zone, as the statistics count days, so a list filtered to a day holds what the statistics count
 * for it; a date-time is taken as it is. From is included; to is included when a day, the end
 * (excluded) when a date-time. Null when neither end is given.
 */
export function shopPeriod(period: PeriodFilter): PeriodCondition | null {
  const parts: Array<(column: string) => string> = [];
  const parameters: Record<string, string> = { periodZone: SHOP_TIME_ZONE };
  if (period.from) {
    parameters.periodFrom = period.from;
    parts.push((column) =>
      BARE_DAY.test(period.from!)
        ? `${column} >= (CAST(:periodFrom AS date))::timestamp AT TIME ZONE :periodZone`
        : `${column} >= CAST(:periodFrom AS timestamptz)`,
    );
  }
  if (period.to) {
    parameters.periodTo = period.to;
    parts.push((column) =>
      BARE_DAY.test(period.to!)
        ? `${column} < (CAST(:periodTo AS date) + 1)::timestamp AT TIME ZONE :periodZone`
        : `${column} < CAST(:periodTo AS timestamptz)`,
    );
  }
  if (parts.length === 0) return null;
  return { sql: (column) => parts.map((part) => part(column)).join(' AND '), parameters };
}
