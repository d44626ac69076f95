import { useTranslation } from 'react-i18next';
import type { AuthMessageKey } from '../schemas';

/** Translates a validation message key of the auth schemas; undefined stays undefined. */
export function useAuthText() {
  const { t } = useTranslation('auth');
  return {
    t,
    fieldError: (message: string | undefined) =>
      message ? t(message as AuthMessageKey) : undefined,
  };
}
