import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { checkedQuery } from '@/lib/checked-query';
import { statisticsKeys, type StatisticsFilters } from '../query-keys';
import { revenueResponseSchema, summaryResponseSchema } from '../schemas';

/** A blank day is left out, so the API applies its default. */
const day = (value: string) => value || undefined;

/** GET /api/v2/admin/statistics/revenue: paid revenue by period, provider and currency. */
export const revenueQuery = (filters: StatisticsFilters) =>
  checkedQuery(statisticsKeys.revenue(filters), 'revenue statistics', revenueResponseSchema, () =>
    unwrap(
      apiClient.GET('/api/v2/admin/statistics/revenue', {
        params: { query: { from: day(filters.from), to: day(filters.to), group: filters.group } },
      }),
    ),
  );

/** GET /api/v2/admin/statistics/summary: the period's totals and top products. */
export const summaryQuery = (from: string, to: string) =>
  checkedQuery(statisticsKeys.summary(from, to), 'statistics summary', summaryResponseSchema, () =>
    unwrap(
      apiClient.GET('/api/v2/admin/statistics/summary', {
        params: { query: { from: day(from), to: day(to) } },
      }),
    ),
  );

/** `enabled` false while the period typed is impossible (from after to). */
export function useRevenue(filters: StatisticsFilters, enabled: boolean) {
  return useQuery({ ...revenueQuery(filters), enabled, placeholderData: keepPreviousData });
}

export function useStatisticsSummary(from: string, to: string, enabled: boolean) {
  return useQuery({ ...summaryQuery(from, to), enabled, placeholderData: keepPreviousData });
}
