import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '../../shared/textarea-field';
import type { CertificateBody } from '../api/certificates';
import { CatalogForm } from '../form-kit/catalog-form';
import { useFieldError } from '../form-kit/use-field-error';
import type { AdminCertificate } from '../schemas';
import {
  certificateBody,
  certificateFormSchema,
  certificateFormValues,
  type CertificateFormValues,
} from './certificate-form-rules';

interface CertificateFormProps {
  certificate: AdminCertificate | null;
  onSubmit: (body: CertificateBody) => void;
  pending: boolean;
  error: unknown;
  cancelTo: string;
}

/** A certificate: title, description, date of issue, position and image. */
export function CertificateForm({
  certificate,
  onSubmit,
  pending,
  error,
  cancelTo,
}: CertificateFormProps) {
  const { t } = useTranslation('admin-catalog');
  const fieldError = useFieldError();
  const form = useForm<CertificateFormValues>({
    mode: 'onTouched',
    resolver: zodResolver(certificateFormSchema),
    defaultValues: certificateFormValues(certificate),
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <CatalogForm
      form={form}
      onSubmit={(values) => onSubmit(certificateBody(values))}
      pending={pending}
      error={error}
      submitLabel={t(certificate ? 'actions.save' : 'actions.create')}
      cancelTo={cancelTo}
      testId="certificate-form"
    >
      {(imageField) => (
        <>
          <Stack gap={4}>
            <TextField
              label={t('fields.title')}
              required
              helperText={t('help.title')}
              error={fieldError(errors.title?.message)}
              testId="certificate-title"
              {...register('title')}
            />
            <TextareaField
              label={t('fields.description')}
              rows={4}
              helperText={t('help.certificateDescription')}
              error={fieldError(errors.description?.message)}
              testId="certificate-description"
              {...register('description')}
            />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
              <TextField
                type="date"
                label={t('fields.issued_at')}
                testId="certificate-issued_at"
                {...register('issued_at')}
              />
              <TextField
                label={t('fields.sort')}
                inputMode="numeric"
                helperText={t('help.certificateSort')}
                error={fieldError(errors.sort?.message)}
                testId="certificate-sort"
                {...register('sort')}
              />
            </SimpleGrid>
          </Stack>
          {imageField}
        </>
      )}
    </CatalogForm>
  );
}
