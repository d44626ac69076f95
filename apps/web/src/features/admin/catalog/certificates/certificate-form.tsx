import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '../../shared/textarea-field';
import type { CertificateBody } from '../api/certificates';
import { CatalogForm } from '../form-kit/catalog-form';
import { TitleField } from '../form-kit/title-field';
import { useCatalogForm, type CatalogFormPageProps } from '../form-kit/use-catalog-form';
import type { AdminCertificate } from '../schemas';
import { certificateFormRules } from './certificate-form-rules';

interface CertificateFormProps extends CatalogFormPageProps<CertificateBody> {
  certificate: AdminCertificate | null;
}

/** A certificate: title, description, date of issue, position and image. */
export function CertificateForm({ certificate, ...page }: CertificateFormProps) {
  const { t } = useTranslation('admin-catalog');
  const { form, fieldError, frame } = useCatalogForm(certificateFormRules, certificate, page);
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <CatalogForm {...frame} testId="certificate-form">
      {(imageField) => (
        <>
          <Stack gap={4}>
            <TitleField testId="certificate-title" />
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
