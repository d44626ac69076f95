import { Button, Stack, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { formatPrice } from '@/lib/format';
import { giftSchema, giftMessages, type GiftCard, type GiftValues } from '../schemas';

type GiftMessageKey = (typeof giftMessages)[keyof typeof giftMessages];

interface GiftFormProps {
  onSubmit: (values: GiftValues, card: GiftCard) => void;
  /** The gift's price in manats; 0 hides the foreign-card button, as in the purchase block. */
  aznPrice: number;
}

interface GiftDialogProps extends GiftFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The gift dialog: the friend's e-mail; 'Оплатить' (or Enter) pays with a Russian card, the
 * foreign-card button with a foreign one.
 */
export function GiftDialog({ open, onOpenChange, ...form }: GiftDialogProps) {
  const { t } = useTranslation('catalog');
  return (
    <Modal title={t('gift.title')} testId="gift-dialog" open={open} onOpenChange={onOpenChange}>
      <GiftForm {...form} />
    </Modal>
  );
}

export function GiftForm({ onSubmit, aznPrice }: GiftFormProps) {
  const { t } = useTranslation('catalog');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isValid },
  } = useForm<GiftValues>({
    // Errors show once the field is left, then follow each keystroke; validity (and so the
    // 'Оплатить' button) follows each keystroke from the start.
    mode: 'onTouched',
    resolver: zodResolver(giftSchema),
    defaultValues: { email: '' },
  });

  const submitWith = (card: GiftCard) =>
    handleSubmit((values) => {
      onSubmit(values, card);
      reset();
    });
  const error = errors.email?.message;

  return (
    <form onSubmit={submitWith('russian')} noValidate data-testid="gift-form">
      <Stack gap={4}>
        <Text color="fg.muted" fontSize="sm">
          {t('gift.description')}
        </Text>
        <TextField
          label={t('gift.email')}
          type="email"
          autoComplete="off"
          error={error ? t(error as GiftMessageKey) : undefined}
          testId="gift-email"
          {...register('email')}
        />
        <Button type="submit" colorPalette="brand" disabled={!isValid} data-testid="gift-submit">
          {t('gift.submit')}
        </Button>
        {aznPrice > 0 ? (
          <>
            <Button
              variant="outline"
              disabled={!isValid}
              onClick={submitWith('foreign')}
              data-testid="gift-foreign-card"
            >
              {t('purchase.foreignCard', { price: formatPrice(aznPrice) })}
            </Button>
            <Text fontSize="xs" color="fg.muted">
              {t('purchase.foreignCardNote')}
            </Text>
          </>
        ) : null}
      </Stack>
    </form>
  );
}
