import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '@/components/catalog/card-grid';
import { KitCard } from '@/components/catalog/kit-card';
import { EmptyList, Page } from '@/components/ui/page-frame';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { paths } from '@/config/paths';
import { useMyKits } from '../api/get-my-kits';

/** /account/kits: the kits the user owns or owned. */
export function MyKitsPage() {
  const { t } = useTranslation('catalog');
  const { t: tCommon } = useTranslation('common');
  const kits = useMyKits();
  return (
    <Page title={t('account.kits.title')} testId="my-kits-page">
      {kits.isPending ? <PageLoader label={tCommon('loading')} /> : null}
      {kits.isError ? <QueryError title={t('account.kits.loadError')} error={kits.error} /> : null}
      {kits.data?.length === 0 ? (
        <EmptyList text={t('account.kits.empty')}>
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.kits}>{t('account.kits.toCatalog')}</RouterLink>
          </Button>
        </EmptyList>
      ) : null}
      {kits.data?.length ? (
        <CardGrid testId="my-kits">
          {kits.data.map((kit) => (
            <KitCard key={kit.id} kit={kit} to={paths.account.kit(kit.id)} owned />
          ))}
        </CardGrid>
      ) : null}
    </Page>
  );
}
