import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { EmptyStatePage } from './empty-state-page';

export type PlaceholderKey = ParseKeys<'pages'>;

/** A route whose content comes in a later issue: heading and empty state from the 'pages' namespace. */
export function PlaceholderPage({
  titleKey,
  emptyKey,
}: {
  titleKey: PlaceholderKey;
  emptyKey: PlaceholderKey;
}) {
  const { t } = useTranslation('pages');
  return <EmptyStatePage title={t(titleKey)} description={t(emptyKey)} />;
}
