import { HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PaymentAmount } from '@/components/payments/payment-badges';
import type { Schemas } from '@course-shop/api-client';

/** The sums of the paid payments the filters match, one per currency. */
export function PaymentTotals({ totals }: { totals: Schemas['PaymentTotalDto'][] }) {
  const { t } = useTranslation('admin-insights');
  return (
    <Stack
      as="section"
      gap={1}
      aria-label={t('payments.totals.title')}
      data-testid="payment-totals"
    >
      <Text fontSize="sm" color="fg.muted">
        {t('payments.totals.title')}
      </Text>
      {totals.length ? (
        <HStack gap={6} wrap="wrap">
          {totals.map((total) => (
            <HStack key={total.currency} gap={2} data-testid={`total-${total.currency}`}>
              <PaymentAmount payment={{ price: total.amount, currency: total.currency }} />
              <Text color="fg.muted">{t('payments.totals.count', { count: total.count })}</Text>
            </HStack>
          ))}
        </HStack>
      ) : (
        <Text>{t('payments.totals.none')}</Text>
      )}
    </Stack>
  );
}
