import { Badge, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/format';
import type { Currency, PaymentStatus } from '@/lib/payment-schema';

const statusPalette: Record<PaymentStatus, string> = {
  pending: 'orange',
  paid: 'green',
  failed: 'red',
  cancelled: 'gray',
  refunded: 'purple',
};

/** A payment's state in words and colour, for the learner's purchases and the admin's list alike. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={statusPalette[status]} data-testid="payment-status">
      {t(`payment.status.${status}`)}
    </Badge>
  );
}

/** The amount in the payment's own currency: roubles or manats. */
export function PaymentAmount({ payment }: { payment: { price: number; currency: Currency } }) {
  const { t } = useTranslation();
  return (
    <Text fontWeight="medium" whiteSpace="nowrap" data-testid="payment-amount">
      {t('payment.amount', {
        price: formatPrice(payment.price),
        currency: t(`payment.currency.${payment.currency}`),
      })}
    </Text>
  );
}
