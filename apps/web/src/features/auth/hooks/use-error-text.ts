import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';

/** A form's error line: the server's message, else the generic text, else 'Unknown error'. */
export function useErrorText() {
  const { t } = useTranslation('common');
  return (error: unknown): string | null =>
    error
      ? errorMessage(error, { generic: t('errors.generic'), unknown: t('errors.unknown') })
      : null;
}
