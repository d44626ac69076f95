import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

/** 'На главную': the way out of a page that has nothing to show. */
export function ToHomeButton() {
  const { t } = useTranslation('common');
  return (
    <Button asChild colorPalette="brand" variant="outline" data-testid="to-home">
      <RouterLink to={paths.home}>{t('actions.toHome')}</RouterLink>
    </Button>
  );
}
