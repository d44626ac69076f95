import { useTranslation } from 'react-i18next';
import type { FormMessageKey } from '../forms/form-rules';

/** Translates a rule's message key (see forms/form-rules.ts) into the field's Russian error text. */
export function useFieldError() {
  const { t } = useTranslation('admin-school');
  return (message: string | undefined) => (message ? t(message as FormMessageKey) : undefined);
}
