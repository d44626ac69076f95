import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyStatePage } from '@/components/ui/empty-state-page';
import { paths } from '@/config/paths';

function ToHome() {
  const { t } = useTranslation('common');
  return (
    <Button asChild colorPalette="brand" variant="outline" mt={2}>
      <RouterLink to={paths.home}>{t('actions.toHome')}</RouterLink>
    </Button>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <EmptyStatePage title={t('pages.notFound.title')} description={t('pages.notFound.description')}>
      <ToHome />
    </EmptyStatePage>
  );
}

export function ForbiddenPage() {
  const { t } = useTranslation('common');
  return (
    <EmptyStatePage
      title={t('pages.forbidden.title')}
      description={t('pages.forbidden.description')}
    >
      <ToHome />
    </EmptyStatePage>
  );
}
