import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { Stat, Table } from '../../shared/chakra';
import { useTranslation } from 'react-i18next';
import { EmptyList } from '@/components/ui/page-frame';
import { AdminTable } from '../../shared/admin-table';
import type { StatisticsSummary, TopProduct } from '../schemas';
import { useMoney } from './use-money';

/** The period's totals: paid payments, revenue by currency, new users, renewals, top products. */
export function SummarySection({ summary }: { summary: StatisticsSummary }) {
  const { t } = useTranslation('admin-insights');
  const money = useMoney();
  const percent = new Intl.NumberFormat('ru-RU', { style: 'percent', maximumFractionDigits: 1 });
  const stats = [
    { key: 'paid', label: t('statistics.paidPayments'), value: String(summary.paid_payments) },
    {
      key: 'revenue',
      label: t('statistics.revenue'),
      value: summary.revenue.length
        ? summary.revenue.map(money).join(' · ')
        : money({ currency: 'RUB', amount: 0 }),
    },
    { key: 'users', label: t('statistics.newUsers'), value: String(summary.new_users) },
    {
      key: 'renewals',
      label: t('statistics.renewalRate'),
      value: percent.format(summary.renewal_rate),
    },
  ];
  return (
    <Stack gap={6} data-testid="statistics-summary">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={4}>
        {stats.map((stat) => (
          <Stat.Root
            key={stat.key}
            borderWidth="1px"
            borderRadius="md"
            p={4}
            data-testid={`stat-${stat.key}`}
          >
            <Stat.Label>{stat.label}</Stat.Label>
            <Stat.ValueText overflowWrap="anywhere">{stat.value}</Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={6}>
        <TopProducts
          title={t('statistics.topWebinars')}
          products={summary.top_webinars}
          testId="top-webinars"
        />
        <TopProducts
          title={t('statistics.topKits')}
          products={summary.top_kits}
          testId="top-kits"
        />
      </SimpleGrid>
    </Stack>
  );
}

function TopProducts({
  title,
  products,
  testId,
}: {
  title: string;
  products: TopProduct[];
  testId: string;
}) {
  const { t } = useTranslation('admin-insights');
  const money = useMoney();
  return (
    <Stack gap={3} minW={0}>
      <Heading as="h3" size="md">
        {title}
      </Heading>
      {products.length === 0 ? (
        <EmptyList text={t('statistics.noTop')} />
      ) : (
        <AdminTable
          label={title}
          testId={testId}
          columns={[
            t('statistics.product'),
            t('statistics.productPayments'),
            t('statistics.productRevenue'),
          ]}
        >
          {products.map((product) => (
            <Table.Row key={product.id}>
              <Table.Cell minW="10rem">{product.title}</Table.Cell>
              <Table.Cell>{product.payments}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{product.revenue.map(money).join(' · ')}</Table.Cell>
            </Table.Row>
          ))}
        </AdminTable>
      )}
    </Stack>
  );
}
