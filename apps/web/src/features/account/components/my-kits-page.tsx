import { useTranslation } from 'react-i18next';
import { CardGrid } from '@/components/catalog/card-grid';
import { KitCard } from '@/components/catalog/kit-card';
import { EmptyList, Page } from '@/components/ui/page-frame';
import { ProgressiveList } from '@/components/ui/progressive-list';
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
          <ProgressiveList items={items}>
            {(visible) => (
              <CardGrid testId="my-kits">
                {visible.map((kit, index) => (
                  <KitCard
                    key={kit.id}
                    kit={kit}
                    to={paths.account.kit(kit.id)}
                    owned
                    coverPriority={index === 0}
                  />
                ))}
              </CardGrid>
            )}
          </ProgressiveList>
        )}
      </QueryList>
    </Page>
  );
}
