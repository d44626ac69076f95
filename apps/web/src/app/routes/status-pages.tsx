import { useTranslation } from 'react-i18next';
import { EmptyStatePage } from '@/components/ui/empty-state-page';
import { NotFound } from '@/components/ui/page-frame';
import { ToHomeButton } from '@/components/ui/to-home-button';

export { NotFound as NotFoundPage };

export function ForbiddenPage() {
  const { t } = useTranslation('common');
  return (
    <EmptyStatePage
      title={t('pages.forbidden.title')}
      description={t('pages.forbidden.description')}
    >
      <ToHomeButton />
    </EmptyStatePage>
  );
}
