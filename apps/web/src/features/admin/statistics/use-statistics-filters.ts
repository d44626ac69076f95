import { useUrlFilters } from '../shared/use-url-filters';
import { REVENUE_GROUPS, type RevenueGroup } from './schemas';
import type { StatisticsFilters } from './query-keys';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A yyyy-MM-dd day from the URL, or '' (the API's default) for anything else. */
const readDay = (value: string) =>
  DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : '';

const readGroup = (value: string): RevenueGroup =>
  REVENUE_GROUPS.find((group) => group === value) ?? 'day';

/**
 * The statistics period in the URL (?from=&to=&group=), read defensively: a hand-edited address
 * falls back to the API's defaults. `valid` is false while from lies after to.
 */
export function useStatisticsFilters() {
  const { filters, setFilters } = useUrlFilters(['from', 'to', 'group']);
  const value: StatisticsFilters = {
    from: readDay(filters.from),
    to: readDay(filters.to),
    group: readGroup(filters.group),
  };
  // yyyy-MM-dd strings compare in date order.
  const valid = !value.from || !value.to || value.from <= value.to;
  return { filters: value, valid, setFilters };
}
