import { useTranslation } from 'react-i18next';
import { CardGrid } from '@/components/catalog/card-grid';
import { KitCard } from '@/components/catalog/kit-card';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { paths } from '@/config/paths';
import { useKits } from '../api/get-kits';
import { Crumbs } from '@/components/ui/crumbs';
import { EmptyList, Page } from '@/components/ui/page-frame';

/** /kits: every kit. */
export function KitsPage() {
  const { t } = useTranslation('catalog');
  const { t: tCommon } = useTranslation('common');
  const kits = useKits();
  return (
    <Page
      title={t('kits.title')}
      testId="kits-page"
      before={<Crumbs trail={[{ label: t('crumbs.kits') }]} />}
    >
      {kits.isPending ? <PageLoader label={tCommon('loading')} /> : null}
      {kits.isError ? <QueryError title={t('kits.loadError')} error={kits.error} /> : null}
      {kits.data?.length === 0 ? <EmptyList text={t('kits.empty')} /> : null}
      {kits.data?.length ? (
        <CardGrid testId="kits-list">
          {kits.data.map((kit) => (
            <KitCard key={kit.id} kit={kit} to={paths.kit(kit.id)} />
          ))}
        </CardGrid>
      ) : null}
    </Page>
  );
}
