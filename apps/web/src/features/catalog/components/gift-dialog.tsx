import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@/components/ui/text-field';
import { giftSchema, giftMessages, type GiftValues } from '../schemas';

type GiftMessageKey = (typeof giftMessages)[keyof typeof giftMessages];

interface GiftDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: GiftValues) => void;
}

/** The gift dialog of spec §2: the friend's e-mail, validated on blur (spec §5). */
export function GiftDialog({ open, onOpenChange, onSubmit }: GiftDialogProps) {
  const { t } = useTranslation('catalog');
  const { t: tCommon } = useTranslation('common');
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="gift-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('gift.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <GiftForm onSubmit={onSubmit} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={tCommon('actions.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
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
    mode: 'onBlur',
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
