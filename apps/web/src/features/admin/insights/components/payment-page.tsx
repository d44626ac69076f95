import type { ReactNode } from 'react';
import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Code, DataList } from '../../shared/chakra';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NotFound, Page } from '@/components/ui/page-frame';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { paths } from '@/config/paths';
import { isNotFound } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import { useIdParam } from '@/lib/route-params';
import { PaymentAmount, PaymentStatusBadge } from '@/components/payments/payment-badges';
import { adminPaymentQuery, providerName } from '../api/payments';
import type { AdminPaymentDetail, PaymentEvent } from '../schemas';
import { RefundButton } from './refund-button';

type FieldKey =
  | 'status'
  | 'amount'
  | 'purchase'
  | 'productType'
  | 'user'
  | 'recipient'
  | 'giftEmail'
  | 'provider'
  | 'providerId'
  | 'createdAt'
  | 'paidAt'
  | 'refundedAt'
  | 'refundReason';

function PaymentFields({ payment }: { payment: AdminPaymentDetail }) {
  const { t } = useTranslation('admin-insights');
  const rows: Array<[FieldKey, ReactNode]> = [
    ['status', <PaymentStatusBadge key="s" status={payment.status} />],
    ['amount', <PaymentAmount key="a" payment={payment} />],
    ['purchase', payment.purchase?.title ?? payment.description],
    [
      'productType',
      `${t(`payments.productTypes.${payment.product_type}`)} №${payment.purchase_id}`,
    ],
    ['user', `${payment.user.login} (№${payment.user.id})`],
    // Whoever got the access is on every paid payment; a gift's recipient is someone else.
    [
      'recipient',
      payment.recipient && payment.recipient.id !== payment.user.id
        ? payment.recipient.login
        : null,
    ],
    ['giftEmail', payment.gift_email],
    ['provider', providerName(t, payment.payment_service)],
    ['providerId', payment.provider_payment_id],
    ['createdAt', formatDateTime(payment.created_at)],
    ['paidAt', payment.paid_at ? formatDateTime(payment.paid_at) : null],
    ['refundedAt', payment.refunded_at ? formatDateTime(payment.refunded_at) : null],
    ['refundReason', payment.refund_reason],
  ];
  return (
    <DataList.Root orientation="horizontal" data-testid="payment-fields">
      {rows
        .filter(([, value]) => value !== null && value !== '')
        .map(([key, value]) => (
          <DataList.Item key={key}>
            <DataList.ItemLabel>{t(`payment.fields.${key}`)}</DataList.ItemLabel>
            <DataList.ItemValue overflowWrap="anywhere">{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
    </DataList.Root>
  );
}

function Timeline({ events }: { events: PaymentEvent[] }) {
  const { t } = useTranslation('admin-insights');
  return (
    <Stack as="section" gap={3} aria-labelledby="timeline-title">
      <Heading as="h2" size="lg" id="timeline-title">
        {t('payment.timeline.title')}
      </Heading>
      {events.length === 0 ? <Text>{t('payment.timeline.empty')}</Text> : null}
      <Stack as="ol" gap={3} listStyleType="none" data-testid="payment-timeline">
        {events.map((event) => (
          <Box as="li" key={event.id} borderLeftWidth="2px" pl={3}>
            <Text fontWeight="medium">{t(`payment.timeline.kinds.${event.kind}`)}</Text>
            <Text fontSize="sm" color="fg.muted">
              {formatDateTime(event.created_at)}
            </Text>
            {Object.keys(event.details).length ? (
              <Code display="block" whiteSpace="pre-wrap" overflowWrap="anywhere" fontSize="xs">
                {JSON.stringify(event.details, null, 2)}
              </Code>
            ) : null}
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}

/** /admin/payments/{id}: the payment's fields, its timeline and, when paid, the refund. */
export function PaymentPage() {
  const { t } = useTranslation('admin-insights');
  const { t: tc } = useTranslation('common');
  const id = useIdParam();
  const payment = useQuery({ ...adminPaymentQuery(id ?? 0), enabled: id !== null });
  if (id === null || isNotFound(payment.error)) return <NotFound />;
  return (
    <Page>
      <Stack gap={6} data-testid="admin-payment" minW={0}>
        <Link asChild colorPalette="brand" alignSelf="flex-start" fontSize="sm">
          <RouterLink to={paths.admin.payments}>{t('payment.back')}</RouterLink>
        </Link>
        <Heading as="h1" size="2xl" overflowWrap="anywhere">
          {t('payment.title', { id })}
        </Heading>
        {payment.isPending ? <PageLoader label={tc('loading')} /> : null}
        {payment.isError ? <QueryError title={t('payment.loadError')} query={payment} /> : null}
        {payment.data ? (
          <>
            <PaymentFields payment={payment.data} />
            {payment.data.status === 'paid' ? <RefundButton paymentId={id} /> : null}
            <Timeline events={payment.data.timeline} />
          </>
        ) : null}
      </Stack>
    </Page>
  );
}
