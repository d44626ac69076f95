import { Button, Stack, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { giftSchema, giftMessages, type GiftValues } from '../schemas';

type GiftMessageKey = (typeof giftMessages)[keyof typeof giftMessages];

interface GiftDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: GiftValues) => void;
}

/** The gift dialog: the friend's e-mail; 'Оплатить' (or Enter) starts the gift payment. */
export function GiftDialog({ open, onOpenChange, onSubmit }: GiftDialogProps) {
  const { t } = useTranslation('catalog');
  return (
    <Modal title={t('gift.title')} testId="gift-dialog" open={open} onOpenChange={onOpenChange}>
      <GiftForm onSubmit={onSubmit} />
    </Modal>
  );
}

export function GiftForm({ onSubmit }: { onSubmit: (values: GiftValues) => void }) {
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

  const submit = handleSubmit((values) => {
    onSubmit(values);
    reset();
  });
  const error = errors.email?.message;

  return (
    <form onSubmit={submit} noValidate data-testid="gift-form">
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
      </Stack>
    </form>
  );
}
