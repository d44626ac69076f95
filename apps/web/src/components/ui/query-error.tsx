import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';
import { FormError } from './form-error';

/**
 * A failed load: "{title}: {server message}", a schema mismatch says
 * the server-validation text, anything else the generic one.
 */
export function QueryError({ title, error }: { title: string; error: unknown }) {
  const { t } = useTranslation('common');
  const message = errorMessage(error, {
    generic: t('errors.generic'),
    unknown: t('errors.unknown'),
    validation: t('errors.serverValidation'),
  });
  return <FormError message={`${title}: ${message}`} testId="load-error" />;
}
