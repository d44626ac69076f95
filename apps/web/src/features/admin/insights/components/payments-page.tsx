import { Link, Text } from '@chakra-ui/react';
import { Table } from '../../shared/chakra';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { PaymentAmount, PaymentStatusBadge } from '@/components/payments/payment-badges';
import { AdminListFrame } from '../../shared/admin-list-frame';
import { AdminTable } from '../../shared/admin-table';
import { useUrlFilters } from '../../shared/use-url-filters';
import { adminPaymentsQuery, PAYMENT_FILTERS, providerName } from '../api/payments';
import type { AdminPayment } from '../schemas';
import { PaymentFiltersBar } from './payment-filters';
import { PaymentTotals } from './payment-totals';
import { Page } from '@/components/ui/page-frame';

const COLUMNS = ['id', 'date', 'user', 'purchase', 'amount', 'provider', 'status'] as const;

function PaymentRow({ payment }: { payment: AdminPayment }) {
  const { t } = useTranslation('admin-insights');
  const notes = [
    payment.is_renewal ? t('payments.renewal') : null,
    payment.gift_email ? t('payments.gift', { email: payment.gift_email }) : null,
  ].filter(Boolean);
  return (
    <Table.Row data-testid={`payment-${payment.id}`}>
      <Table.Cell>
        <Link asChild colorPalette="brand">
          <RouterLink
            to={paths.admin.payment(payment.id)}
            aria-label={t('payments.open', { id: payment.id })}
          >
            {payment.id}
          </RouterLink>
        </Link>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDateTime(payment.created_at)}</Table.Cell>
      <Table.Cell overflowWrap="anywhere">{payment.user.login}</Table.Cell>
      <Table.Cell minW="12rem">
        <Text fontSize="xs" color="fg.muted">
          {t(`payments.productTypes.${payment.product_type}`)} №{payment.purchase_id}
        </Text>
        <Text>{payment.purchase?.title ?? payment.description}</Text>
        {notes.length ? (
          <Text fontSize="xs" color="fg.muted">
            {notes.join(', ')}
          </Text>
        ) : null}
      </Table.Cell>
      <Table.Cell>
        <PaymentAmount payment={payment} />
      </Table.Cell>
      <Table.Cell>{providerName(t, payment.payment_service) ?? '—'}</Table.Cell>
      <Table.Cell>
        <PaymentStatusBadge status={payment.status} />
      </Table.Cell>
    </Table.Row>
  );
}

/** /admin/payments: every payment, filtered in the URL, with the paid totals per currency. */
export function PaymentsPage() {
  const { t } = useTranslation('admin-insights');
  const { filters, page, setFilters, setPage, reset, filtered } = useUrlFilters(PAYMENT_FILTERS);
  const payments = useQuery(adminPaymentsQuery(filters, page));
  return (
    <Page>
      <AdminListFrame
        title={t('payments.title')}
        testId="admin-payments"
        filters={<PaymentFiltersBar filters={filters} onChange={setFilters} />}
        query={payments}
        items={(data) => data.payments}
        filtered={filtered}
        onResetFilters={reset}
        onPageChange={setPage}
        loadErrorTitle={t('payments.loadError')}
        emptyText={filtered ? t('payments.emptyFiltered') : t('payments.empty')}
        summary={(data) => <PaymentTotals totals={data.totals} />}
      >
        {(rows) => (
          <AdminTable
            label={t('payments.title')}
            columns={COLUMNS.map((column) => t(`payments.columns.${column}`))}
            testId="payments-table"
          >
            {rows.map((payment) => (
              <PaymentRow key={payment.id} payment={payment} />
            ))}
          </AdminTable>
        )}
      </AdminListFrame>
    </Page>
  );
}
