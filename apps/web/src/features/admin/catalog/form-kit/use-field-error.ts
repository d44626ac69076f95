import { useTranslation } from 'react-i18next';
import type { CatalogMessageKey } from './rules';

/** Translates a rule's message key (see rules.ts) into the field's Russian error text. */
export function useFieldError() {
  const { t } = useTranslation('admin-catalog');
  return (message: string | undefined) => (message ? t(message as CatalogMessageKey) : undefined);
}
