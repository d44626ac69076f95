import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page-frame';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { useRevenue, useStatisticsSummary } from '../api/get-statistics';
import { useStatisticsFilters } from '../use-statistics-filters';
import { PeriodFilters } from './period-filters';
import { RevenueSection } from './revenue-section';
import { SummarySection } from './summary-section';

/** /admin/statistics: the period's totals and top products, and revenue by period as chart, table and CSV. */
export function StatisticsPage() {
  const { t } = useTranslation('admin-insights');
  const { t: tCommon } = useTranslation('common');
  const { filters, valid, setFilters } = useStatisticsFilters();
  const summary = useStatisticsSummary(filters.from, filters.to, valid);
  const revenue = useRevenue(filters, valid);
  const zone = summary.data?.period.time_zone ?? revenue.data?.period.time_zone ?? 'Europe/Moscow';
  return (
    <Page title={t('statistics.title')} testId="admin-statistics-page">
      <Stack gap={10}>
        <Stack gap={2}>
          <PeriodFilters filters={filters} valid={valid} onChange={setFilters} />
          <Text fontSize="sm" color="fg.muted">
            {t('statistics.periodHint', { zone })}
          </Text>
        </Stack>
        <Stack as="section" gap={4} aria-labelledby="statistics-summary-heading">
          <Heading as="h2" size="xl" id="statistics-summary-heading">
            {t('statistics.summary')}
          </Heading>
          {valid && summary.isPending ? <PageLoader label={tCommon('loading')} /> : null}
          {summary.isError ? (
            <QueryError title={t('statistics.summaryLoadError')} query={summary} level="h3" />
          ) : null}
          {valid && summary.data ? <SummarySection summary={summary.data.summary} /> : null}
        </Stack>
        <Stack as="section" gap={4} aria-labelledby="statistics-revenue-heading">
          <Heading as="h2" size="xl" id="statistics-revenue-heading">
            {t('statistics.revenueTitle')}
          </Heading>
          {valid && revenue.isPending ? <PageLoader label={tCommon('loading')} /> : null}
          {revenue.isError ? (
            <QueryError title={t('statistics.revenueLoadError')} query={revenue} level="h3" />
          ) : null}
          {valid && revenue.data ? (
            <RevenueSection
              rows={revenue.data.revenue}
              group={filters.group}
              period={revenue.data.period}
            />
          ) : null}
        </Stack>
      </Stack>
    </Page>
  );
}
