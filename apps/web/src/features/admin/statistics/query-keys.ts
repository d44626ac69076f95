import type { RevenueGroup } from './schemas';

/** The statistics screen's period: '' leaves a day to the API's default (the last 30 days). */
export interface StatisticsFilters {
  from: string;
  to: string;
  group: RevenueGroup;
}

const root = ['admin', 'statistics'] as const;

export const statisticsKeys = {
  all: root,
  revenue: (filters: StatisticsFilters) => [...root, 'revenue', filters] as const,
  summary: (from: string, to: string) => [...root, 'summary', { from, to }] as const,
};
