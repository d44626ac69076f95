import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useCheckPayment } from '../api/check-payment';
import { PAYMENT_STATUSES } from '../payment-schemas';

/**
 * «Я оплатил, но доступа нет»: the server asks the provider about this payment and settles it;
 * its answer is a toast, since a settled row loses this button when the list reloads.
 */
export function PaymentCheckButton({ paymentId }: { paymentId: number }) {
  const { t } = useTranslation('pages');
  const check = useCheckPayment();
  const run = () =>
    check.mutate(paymentId, {
      onSuccess: ({ payment, message }) =>
        payment.status === PAYMENT_STATUSES.paid ? notify.success(message) : notify.info(message),
      onError: (error) => {
        const fallback = t('account.payments.checkError');
        notify.error(errorMessage(error, { generic: fallback, unknown: fallback }));
      },
    });
  return (
    <Button
      size="sm"
      variant="outline"
      whiteSpace="normal"
      h="auto"
      minH="8"
      py={1}
      textAlign="start"
      loading={check.isPending}
      onClick={run}
      data-testid={`payment-check-${paymentId}`}
    >
      {t('account.payments.check')}
    </Button>
  );
}
