import { useState } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { useAdminMutation } from '../../shared/use-admin-mutation';
import { refundPayment } from '../api/payments';
import { insightsKeys } from '../query-keys';

/** 'Оформить возврат' of a paid payment: asks first and needs a reason for the audit log. */
export function RefundButton({ paymentId }: { paymentId: number }) {
  const { t } = useTranslation('admin-insights');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const refund = useAdminMutation({
    mutationFn: (text: string) => refundPayment(paymentId, { reason: text }),
    success: t('payment.refund.done'),
    invalidate: [insightsKeys.payments],
  });
  const confirm = async () => {
    const text = reason.trim();
    setMissing(text === '');
    if (!text) return false;
    return refund.mutateAsync(text);
  };
  return (
    <ConfirmDialog
      trigger={
        <Button
          colorPalette="red"
          variant="outline"
          alignSelf="flex-start"
          data-testid="refund-button"
        >
          {t('payment.refund.button')}
        </Button>
      }
      title={t('payment.refund.title', { id: paymentId })}
      confirmLabel={t('payment.refund.confirm')}
      onConfirm={confirm}
      pending={refund.isPending}
      testId="refund-dialog"
    >
      <Text>{t('payment.refund.text')}</Text>
      <TextField
        label={t('payment.refund.reason')}
        required
        value={reason}
        maxLength={1000}
        error={missing ? t('payment.refund.reasonRequired') : undefined}
        onChange={(event) => setReason(event.target.value)}
        testId="refund-reason"
      />
    </ConfirmDialog>
  );
}
