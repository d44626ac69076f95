import { Badge, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/format';
import type { Payment, PaymentStatus } from '../payment-schemas';

const statusPalette: Record<PaymentStatus, string> = {
  pending: 'orange',
  paid: 'green',
  failed: 'red',
  cancelled: 'gray',
  refunded: 'purple',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('pages');
  return (
    <Badge colorPalette={statusPalette[status]} data-testid="payment-status">
      {t(`account.payments.status.${status}`)}
    </Badge>
  );
}

/** The amount in the payment's own currency: roubles or manats. */
export function PaymentAmount({ payment }: { payment: Pick<Payment, 'price' | 'currency'> }) {
  const { t } = useTranslation('pages');
  return (
    <Text fontWeight="medium" whiteSpace="nowrap" data-testid="payment-amount">
      {t('account.payments.amount', {
        price: formatPrice(payment.price),
        currency: t(`account.payments.currency.${payment.currency}`),
      })}
    </Text>
  );
}
