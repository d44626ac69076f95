import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page-frame';
import { useRevenue, useStatisticsSummary } from '../api/get-statistics';
import { useStatisticsFilters } from '../use-statistics-filters';
import { PeriodFilters } from './period-filters';
import { RevenueSection } from './revenue-section';
import { StatisticsSection } from './statistics-section';
import { SummarySection } from './summary-section';

/** /admin/statistics: the period's totals and top products, and revenue by period as chart, table and CSV. */
export function StatisticsPage() {
  const { t } = useTranslation('admin-insights');
  const { filters, valid, setFilters } = useStatisticsFilters();
  const summary = useStatisticsSummary(filters.from, filters.to, valid);
  const revenue = useRevenue(filters, valid);
  // The days' time zone is the server's to say; the hint waits for its first answer.
  const zone = summary.data?.period.time_zone ?? revenue.data?.period.time_zone;
  return (
    <Page title={t('statistics.title')} testId="admin-statistics-page">
      <Stack gap={10}>
        <Stack gap={2}>
          <PeriodFilters filters={filters} valid={valid} onChange={setFilters} />
          {zone ? (
            <Text fontSize="sm" color="fg.muted">
              {t('statistics.periodHint', { zone })}
            </Text>
          ) : null}
        </Stack>
        <StatisticsSection
          id="statistics-summary-heading"
          title={t('statistics.summary')}
          loadErrorTitle={t('statistics.summaryLoadError')}
          query={summary}
          enabled={valid}
        >
          {(data) => <SummarySection summary={data.summary} />}
        </StatisticsSection>
        <StatisticsSection
          id="statistics-revenue-heading"
          title={t('statistics.revenueTitle')}
          loadErrorTitle={t('statistics.revenueLoadError')}
          query={revenue}
          enabled={valid}
        >
          {(data) => (
            <RevenueSection rows={data.revenue} group={filters.group} period={data.period} />
          )}
        </StatisticsSection>
      </Stack>
    </Page>
  );
}
