import { useState } from 'react';
import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/ui/form-error';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { useServerMessage } from '../../shared/use-server-message';
import type { CustomPriceBody } from '../api/custom-prices';
import {
  customPriceBody,
  customPriceSchema,
  emptyCustomPrice,
  type CustomPriceValues,
} from './custom-price-rules';
import { useFieldError } from './use-field-error';

interface CustomPriceDialogProps {
  /** Sends the window; the dialog closes when it resolves and shows the server's message if not. */
  onAdd: (body: CustomPriceBody) => Promise<unknown>;
  pending: boolean;
  error: unknown;
  onOpen: () => void;
  testId: string;
}

/** 'Добавить цену': a window (start, end) and its prices in RUB and AZN. */
export function CustomPriceDialog({
  onAdd,
  pending,
  error,
  onOpen,
  testId,
}: CustomPriceDialogProps) {
  const { t } = useTranslation('admin-catalog');
  const fieldError = useFieldError();
  const toMessage = useServerMessage();
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CustomPriceValues>({
    mode: 'onTouched',
    resolver: zodResolver(customPriceSchema),
    defaultValues: emptyCustomPrice,
  });
  const formId = `${testId}-form`;

  const changeOpen = (next: boolean) => {
    if (next) {
      reset(emptyCustomPrice);
      onOpen();
    }
    setOpen(next);
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onAdd(customPriceBody(values));
      setOpen(false);
    } catch {
      // The error line below shows the server's message; the dialog stays open to fix it.
    }
  });

  return (
    <Modal
      title={t('customPrices.addTitle')}
      testId={testId}
      open={open}
      onOpenChange={changeOpen}
      trigger={
        <Button size="sm" variant="outline" alignSelf="flex-start" data-testid={`${testId}-open`}>
          {t('customPrices.add')}
        </Button>
      }
      footer={
        <HStack gap={3}>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            colorPalette="brand"
            loading={pending}
            data-testid={`${testId}-submit`}
          >
            {t('customPrices.submit')}
          </Button>
        </HStack>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <Stack gap={4}>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
            <TextField
              type="datetime-local"
              label={t('customPrices.fields.start')}
              required
              error={fieldError(errors.start?.message)}
              testId={`${testId}-start`}
              {...register('start')}
            />
            <TextField
              type="datetime-local"
              label={t('customPrices.fields.end')}
              required
              error={fieldError(errors.end?.message)}
              testId={`${testId}-end`}
              {...register('end')}
            />
            <TextField
              label={t('customPrices.fields.price')}
              inputMode="decimal"
              required
              error={fieldError(errors.price?.message)}
              testId={`${testId}-price`}
              {...register('price')}
            />
            <TextField
              label={t('customPrices.fields.price_azn')}
              inputMode="decimal"
              required
              error={fieldError(errors.price_azn?.message)}
              testId={`${testId}-price_azn`}
              {...register('price_azn')}
            />
          </SimpleGrid>
          <FormError message={toMessage(error)} testId={`${testId}-error`} />
        </Stack>
      </form>
    </Modal>
  );
}
