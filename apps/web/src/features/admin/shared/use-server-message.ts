import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';

/** Turns a failed request into the line to show: the server's message, else the generic text. */
export function useServerMessage() {
  const { t } = useTranslation('common');
  return useCallback(
    (error: unknown): string | null =>
      error
        ? errorMessage(error, { generic: t('errors.generic'), unknown: t('errors.unknown') })
        : null,
    [t],
  );
}
