import type { ReactNode } from 'react';
import { Box, Grid, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyList, Page } from '@/components/ui/page-frame';
import { QueryList } from '@/components/ui/query-list';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { usePayments } from '../api/get-payments';
import { productPage } from '../payment-links';
import type { Payment } from '../payment-schemas';
import { PaymentAmount, PaymentStatusBadge } from '@/components/payments/payment-badges';
import { PaymentCheckButton } from './payment-check-button';

/** One grid for the header and every row: a table from 768 px, stacked cards below it. */
const columns = { base: 'minmax(0, 1fr)', md: '8rem minmax(0, 1fr) 8rem 14rem' };

/** A cell; on narrow screens, where the header row is hidden, it carries its own label. */
function Cell({ label, children, end }: { label: string; children: ReactNode; end?: boolean }) {
  return (
    <Box textAlign={end ? { md: 'end' } : undefined} minW={0}>
      <Text hideFrom="md" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      {children}
    </Box>
  );
}

function PurchaseCell({ payment }: { payment: Payment }) {
  const { t } = useTranslation('pages');
  const title = payment.purchase?.title ?? payment.description;
  const page = productPage(payment);
  return (
    <Stack gap={1} overflowWrap="anywhere">
      <Text fontSize="xs" color="fg.muted">
        {t(`account.payments.productType.${payment.product_type}`)}
        {payment.is_renewal ? ` · ${t('account.payments.renewal')}` : ''}
      </Text>
      {page ? (
        <Link asChild colorPalette="brand" fontWeight="medium" data-testid="payment-product">
          <RouterLink to={page}>{title}</RouterLink>
        </Link>
      ) : (
        <Text fontWeight="medium" data-testid="payment-product">
          {title}
        </Text>
      )}
      {payment.gift_email ? (
        <Text fontSize="sm" data-testid="payment-gift">
          {t('account.payments.gift', { email: payment.gift_email })}
          {payment.paid ? (
            <Text as="span" display="block" color="fg.muted">
              {payment.gift_delivered
                ? t('account.payments.giftDelivered')
                : t('account.payments.giftWaiting')}
            </Text>
          ) : null}
        </Text>
      ) : null}
    </Stack>
  );
}

function PaymentRow({ payment }: { payment: Payment }) {
  const { t } = useTranslation('pages');
  return (
    <Grid
      as="li"
      templateColumns={columns}
      gap={{ base: 3, md: 4 }}
      p={{ base: 4, md: 0 }}
      py={{ md: 4 }}
      borderWidth={{ base: '1px', md: '0' }}
      borderBottomWidth="1px"
      borderRadius={{ base: 'lg', md: 'none' }}
      data-testid={`payment-${payment.id}`}
    >
      <Cell label={t('account.payments.columns.date')}>
        <Text>{formatDate(payment.created_at)}</Text>
      </Cell>
      <Cell label={t('account.payments.columns.purchase')}>
        <PurchaseCell payment={payment} />
      </Cell>
      <Cell label={t('account.payments.columns.price')} end>
        <PaymentAmount payment={payment} />
      </Cell>
      <Cell label={t('account.payments.columns.status')}>
        <Stack gap={2} align="flex-start">
          <PaymentStatusBadge status={payment.status} />
          {payment.can_check ? <PaymentCheckButton paymentId={payment.id} /> : null}
        </Stack>
      </Cell>
    </Grid>
  );
}

function PaymentsList({ payments }: { payments: Payment[] }) {
  const { t } = useTranslation('pages');
  return (
    <Box>
      <Grid
        hideBelow="md"
        templateColumns={columns}
        gap={4}
        pb={2}
        borderBottomWidth="1px"
        fontSize="sm"
        fontWeight="semibold"
        color="fg.muted"
        aria-hidden
      >
        <Text>{t('account.payments.columns.date')}</Text>
        <Text>{t('account.payments.columns.purchase')}</Text>
        <Text textAlign="end">{t('account.payments.columns.price')}</Text>
        <Text>{t('account.payments.columns.status')}</Text>
      </Grid>
      <Stack as="ul" listStyleType="none" gap={{ base: 3, md: 0 }} data-testid="payments-list">
        {payments.map((payment) => (
          <PaymentRow key={payment.id} payment={payment} />
        ))}
      </Stack>
    </Box>
  );
}

/** /account/payments ('Мои покупки'): every payment with its status, and the 'paid, no access' check. */
export function PaymentsPage() {
  const { t } = useTranslation('pages');
  const payments = usePayments();
  return (
    <Page title={t('account.payments.title')} testId="payments-page">
      <QueryList
        query={payments}
        loadErrorTitle={t('account.payments.loadError')}
        empty={
          <EmptyList
            text={t('account.payments.empty')}
            action={{ to: paths.videocourses, label: t('account.payments.toCatalog') }}
          />
        }
      >
        {(items) => <PaymentsList payments={items} />}
      </QueryList>
    </Page>
  );
}
