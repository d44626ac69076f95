import { lazy, Suspense } from 'react';
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Table } from '../../shared/chakra';
import { useTranslation } from 'react-i18next';
import { EmptyList } from '@/components/ui/page-frame';
import { PageLoader } from '@/components/ui/page-loader';
import { formatPrice } from '@/lib/format';
import { AdminTable } from '../../shared/admin-table';
import { downloadText } from '../download';
import type { RevenueGroup, RevenueRow, StatisticsPeriod } from '../schemas';
import {
  formatDay,
  periodLabel,
  revenueCharts,
  revenueCsv,
  revenueTableRows,
  revenueTotals,
} from '../transform';

const RevenueChart = lazy(() => import('./revenue-chart'));

interface RevenueSectionProps {
  rows: RevenueRow[];
  group: RevenueGroup;
  period: StatisticsPeriod;
}

/** Revenue by period: a chart per currency, the same numbers in a table, and the table as CSV. */
export function RevenueSection({ rows, group, period }: RevenueSectionProps) {
  const { t } = useTranslation('admin-insights');
  const label = (day: string) =>
    periodLabel(day, group, (start) => t('statistics.weekOf', { day: start }));
  const provider = (name: string) => t(`statistics.providers.${name}`, { defaultValue: name });
  const currency = (code: RevenueRow['currency']) => t(`statistics.currencies.${code}`);
  if (rows.length === 0) return <EmptyList text={t('statistics.revenueEmpty')} />;

  const exportCsv = () =>
    downloadText(
      t('statistics.csvFile', { from: period.from, to: period.to }),
      revenueCsv(rows, {
        headers: [
          t('statistics.columns.period'),
          t('statistics.columns.provider'),
          t('statistics.columns.currency'),
          t('statistics.columns.payments'),
          t('statistics.columns.amount'),
        ],
        period: label,
        provider,
      }),
      'text/csv;charset=utf-8',
    );

  return (
    <Stack gap={6}>
      <Suspense fallback={<PageLoader label={t('statistics.chartLoading')} />}>
        {revenueCharts(rows).map((chart) => (
          <Stack key={chart.currency} gap={2}>
            <Heading as="h3" size="md">
              {t('statistics.chartTitle', { currency: currency(chart.currency) })}
            </Heading>
            <RevenueChart
              chart={chart}
              periodLabel={label}
              providerLabel={provider}
              label={t('statistics.chartLabel', { currency: currency(chart.currency) })}
            />
          </Stack>
        ))}
      </Suspense>
      <HStack justify="flex-end">
        <Button variant="outline" size="sm" onClick={exportCsv} data-testid="statistics-export">
          {t('statistics.exportCsv')}
        </Button>
      </HStack>
      <AdminTable
        label={t('statistics.table')}
        testId="revenue-table"
        columns={[
          t('statistics.columns.period'),
          t('statistics.columns.provider'),
          t('statistics.columns.currency'),
          t('statistics.columns.payments'),
          t('statistics.columns.amount'),
        ]}
      >
        {revenueTableRows(rows).map((row) => (
          <Table.Row key={`${row.period_start}-${row.provider}-${row.currency}`}>
            <Table.Cell whiteSpace="nowrap">{label(row.period_start)}</Table.Cell>
            <Table.Cell>{provider(row.provider)}</Table.Cell>
            <Table.Cell>{row.currency}</Table.Cell>
            <Table.Cell>{row.payments}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatPrice(row.amount)}</Table.Cell>
          </Table.Row>
        ))}
        {revenueTotals(rows).map((total) => (
          <Table.Row
            key={`total-${total.currency}`}
            fontWeight="semibold"
            data-testid={`revenue-total-${total.currency}`}
          >
            <Table.Cell colSpan={3}>
              {t('statistics.total', { currency: currency(total.currency) })}
            </Table.Cell>
            <Table.Cell>{total.payments}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatPrice(total.amount)}</Table.Cell>
          </Table.Row>
        ))}
      </AdminTable>
      <Text fontSize="sm" color="fg.muted">
        {t('statistics.period', {
          from: formatDay(period.from),
          to: formatDay(period.to),
          zone: period.time_zone,
        })}
      </Text>
    </Stack>
  );
}
