import { useState, type ReactNode } from 'react';
import { Button, Checkbox, HStack, Stack } from '@chakra-ui/react';
import {
  Controller,
  FormProvider,
  useFormContext,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { FormError } from '@/components/ui/form-error';
import { useServerMessage } from '../../shared/use-server-message';
import { ImageUploadField } from './image-upload-field';

/** The fields every catalog form has under these names. */
interface ImageValues {
  image: string;
}
interface ActiveValues {
  is_active: boolean;
}

interface CatalogFormProps<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  onSubmit: (values: Values) => void;
  /** The save request is running: the button spins and cannot send twice. */
  pending: boolean;
  /** The save's failure; its server message shows above the button. */
  error: unknown;
  submitLabel: string;
  /** Where 'Отмена' leads. */
  cancelTo: string;
  testId: string;
  children: (imageField: ReactNode) => ReactNode;
}

/**
 * The frame of the course, kit and certificate forms: the fields, the server's message, 'Сохранить'
 * and 'Отмена'. It owns the image field, so saving waits while an image is still uploading.
 */
export function CatalogForm<Values extends FieldValues & ImageValues>({
  form,
  onSubmit,
  pending,
  error,
  submitLabel,
  cancelTo,
  testId,
  children,
}: CatalogFormProps<Values>) {
  const { t } = useTranslation('admin-catalog');
  const toMessage = useServerMessage();
  const [uploading, setUploading] = useState(false);
  const imageField = <FormImageField testId={`${testId}-image`} onUploadingChange={setUploading} />;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} data-testid={testId}>
        <Stack gap={6} maxW="4xl">
          {children(imageField)}
          <FormError message={toMessage(error)} testId={`${testId}-error`} />
          <HStack gap={3} wrap="wrap">
            <Button
              type="submit"
              colorPalette="brand"
              loading={pending}
              // An image still uploading would be lost: saving waits for it.
              disabled={uploading}
              data-testid={`${testId}-submit`}
            >
              {submitLabel}
            </Button>
            <Button asChild variant="outline">
              <RouterLink to={cancelTo}>{t('actions.cancel')}</RouterLink>
            </Button>
          </HStack>
        </Stack>
      </form>
    </FormProvider>
  );
}

function FormImageField({
  testId,
  onUploadingChange,
}: {
  testId: string;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const { t } = useTranslation('admin-catalog');
  const { control } = useFormContext<ImageValues>();
  return (
    <Controller
      control={control}
      name="image"
      render={({ field }) => (
        <ImageUploadField
          label={t('image.label')}
          value={field.value}
          onChange={field.onChange}
          onUploadingChange={onUploadingChange}
          testId={testId}
        />
      )}
    />
  );
}

/** 'Показывать в каталоге': an inactive course or kit is hidden from everyone but admins. */
export function ActiveField({ testId }: { testId: string }) {
  const { t } = useTranslation('admin-catalog');
  const { control } = useFormContext<ActiveValues>();
  return (
    <Controller
      control={control}
      name="is_active"
      render={({ field }) => (
        <Checkbox.Root
          checked={field.value}
          onCheckedChange={(details) => field.onChange(details.checked === true)}
          data-testid={testId}
        >
          <Checkbox.HiddenInput name={field.name} ref={field.ref} onBlur={field.onBlur} />
          <Checkbox.Control />
          <Checkbox.Label>{t('fields.is_active')}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}
