import { useEffect, useState, type ReactNode } from 'react';
import { Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page-frame';
import { QueryError } from '@/components/ui/query-error';
import { PAYMENT_TYPES, PRODUCT_TYPES } from '@/config/constants';
import { paths } from '@/config/paths';
import { queryKeys } from '@/lib/query-keys';
import { refreshAccessFlags } from '@/lib/session/access-flags';
import { paymentsQuery } from '../api/get-payments';
import { ownedProductPage } from '../payment-links';
import { PAYMENT_STATUSES, type Payment } from '../payment-schemas';
import { PaymentCheckButton } from './payment-check-button';

/** The provider's callback usually lands within seconds; the page asks every 1.5 s for a minute. */
export const RETURN_POLL_INTERVAL_MS = 1500;
export const RETURN_WAIT_MS = 60_000;
/** How long the success message stays before the course opens by itself. */
export const RETURN_OPEN_DELAY_MS = 3000;

type Outcome = 'waiting' | 'paid' | 'failed' | 'timeout' | 'notFound';

/**
 * The payment this return is about: the one the address names, or (a provider that returned
 * without it) the newest one.
 */
function findPayment(payments: Payment[] | undefined, id: number | null) {
  if (!payments) return undefined;
  return (id === null ? payments[0] : payments.find((payment) => payment.id === id)) ?? null;
}

function outcomeOf(
  succeeded: boolean,
  payment: Payment | null | undefined,
  waitedMs: number,
): Outcome {
  if (payment?.status === PAYMENT_STATUSES.paid) return 'paid';
  if (!succeeded || (payment && payment.status !== PAYMENT_STATUSES.pending)) return 'failed';
  if (payment === null) return 'notFound';
  return waitedMs >= RETURN_WAIT_MS ? 'timeout' : 'waiting';
}

/** When the latest answer (or failure) of the list came. */
const answeredAt = (state: { dataUpdatedAt: number; errorUpdatedAt: number }) =>
  Math.max(state.dataUpdatedAt, state.errorUpdatedAt);

const readPaymentId = (value: string | null) =>
  value && /^\d{1,10}$/.test(value) ? Number(value) : null;

/** Reloads what a confirmed payment changes, then opens the purchase (not for a gift). */
function useOpenWhenPaid(payment: Payment | null | undefined, paid: boolean) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const destination =
    paid && payment && payment.type !== PAYMENT_TYPES.gift ? ownedProductPage(payment) : null;
  useEffect(() => {
    if (!paid) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.catalog });
    void refreshAccessFlags();
  }, [paid, queryClient]);
  useEffect(() => {
    if (!destination) return;
    const timer = setTimeout(() => navigate(destination, { replace: true }), RETURN_OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [destination, navigate]);
  return destination;
}

function Panel({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Stack
      gap={4}
      maxW="2xl"
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: 4, md: 6 }}
      data-testid={testId}
    >
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function ToPaymentsLink() {
  const { t } = useTranslation('pages');
  return (
    <Button asChild variant="outline" data-testid="return-to-payments">
      <RouterLink to={paths.account.payments}>{t('account.payments.return.toPayments')}</RouterLink>
    </Button>
  );
}

/** What the button opens after a paid purchase, by what was bought. */
const openTextKey = {
  [PRODUCT_TYPES.webinar]: 'account.payments.return.openWebinar',
  [PRODUCT_TYPES.kit]: 'account.payments.return.openKit',
  [PRODUCT_TYPES.lesson]: 'account.payments.return.openExercises',
} as const;

function PaidPanel({ payment, destination }: { payment: Payment; destination: string | null }) {
  const { t } = useTranslation('pages');
  if (payment.type === PAYMENT_TYPES.gift) {
    return (
      <Panel title={t('account.payments.return.giftPaid')} testId="return-paid">
        <Text>{t('account.payments.return.giftSent', { email: payment.gift_email ?? '' })}</Text>
        {payment.gift_delivered ? null : <Text>{t('account.payments.return.giftWaiting')}</Text>}
        <HStack>
          <ToPaymentsLink />
        </HStack>
      </Panel>
    );
  }
  const openText = t(openTextKey[payment.product_type]);
  return (
    <Panel title={t('account.payments.return.paid')} testId="return-paid">
      <Text>{t('account.payments.return.paidHint')}</Text>
      {destination ? (
        <HStack>
          <Button asChild colorPalette="brand" data-testid="return-open">
            <RouterLink to={destination} replace>
              {openText}
            </RouterLink>
          </Button>
        </HStack>
      ) : null}
    </Panel>
  );
}

type UnpaidOutcome = Exclude<Outcome, 'waiting' | 'paid'>;

/** Not paid (yet): what happened, the list of purchases and, when the server can ask, the check. */
function UnpaidPanel({ outcome, payment }: { outcome: UnpaidOutcome; payment?: Payment | null }) {
  const { t } = useTranslation('pages');
  return (
    <Panel title={t(`account.payments.return.${outcome}`)} testId={`return-${outcome}`}>
      <Text>{t(`account.payments.return.${outcome}Hint`)}</Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap={3} align={{ sm: 'center' }}>
        <ToPaymentsLink />
        {payment?.can_check ? <PaymentCheckButton paymentId={payment.id} /> : null}
      </Stack>
    </Panel>
  );
}

/**
 * /account/payments/return?result=success|fail&payment_id=N: where a provider sends the browser
 * back. A return proves nothing, so on success the page waits for the server to confirm the
 * payment (the provider's callback), then opens the course.
 */
export function PaymentReturnPage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const succeeded = params.get('result') === 'success';
  const paymentId = readPaymentId(params.get('payment_id'));
  const [startedAt] = useState(() => Date.now());

  const payments = useQuery({
    ...paymentsQuery(),
    staleTime: 0,
    refetchInterval: (query) => {
      const payment = findPayment(query.state.data, paymentId);
      const waitedMs = answeredAt(query.state) - startedAt;
      return outcomeOf(succeeded, payment, waitedMs) === 'waiting'
        ? RETURN_POLL_INTERVAL_MS
        : false;
    },
  });
  const payment = findPayment(payments.data, paymentId);
  const outcome = outcomeOf(succeeded, payment, answeredAt(payments) - startedAt);
  const destination = useOpenWhenPaid(payment, outcome === 'paid');

  return (
    <Page title={t('account.payments.return.title')} testId="payment-return-page">
      {outcome === 'waiting' ? (
        <Panel title={t('account.payments.return.waiting')} testId="return-waiting">
          <HStack gap={3} role="status" aria-live="polite">
            <Spinner color="brand.solid" />
            <Text>{t('account.payments.return.waitingHint')}</Text>
          </HStack>
        </Panel>
      ) : null}
      {outcome === 'paid' && payment ? (
        <PaidPanel payment={payment} destination={destination} />
      ) : null}
      {outcome !== 'waiting' && outcome !== 'paid' ? (
        <UnpaidPanel outcome={outcome} payment={payment} />
      ) : null}
      {payments.isError && !payments.data ? (
        <QueryError title={t('account.payments.loadError')} query={payments} />
      ) : null}
    </Page>
  );
}
