import { useTranslation } from 'react-i18next';
import { CardGrid } from '@/components/catalog/card-grid';
import { KitCard } from '@/components/catalog/kit-card';
import { EmptyList, Page } from '@/components/ui/page-frame';
import { QueryList } from '@/components/ui/query-list';
import { paths } from '@/config/paths';
import { useMyKits } from '../api/get-my-kits';

/** /account/kits: the kits the user owns or owned. */
export function MyKitsPage() {
  const { t } = useTranslation('catalog');
  const kits = useMyKits();
  return (
    <Page title={t('account.kits.title')} testId="my-kits-page">
      <QueryList
        query={kits}
        loadErrorTitle={t('account.kits.loadError')}
        empty={
          <EmptyList
            text={t('account.kits.empty')}
            action={{ to: paths.kits, label: t('account.kits.toCatalog') }}
          />
        }
      >
        {(items) => (
          <CardGrid testId="my-kits">
            {items.map((kit) => (
              <KitCard key={kit.id} kit={kit} to={paths.account.kit(kit.id)} owned />
            ))}
          </CardGrid>
        )}
      </QueryList>
    </Page>
  );
}
