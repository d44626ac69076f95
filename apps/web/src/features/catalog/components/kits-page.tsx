import { useTranslation } from 'react-i18next';
import { CardGrid } from '@/components/catalog/card-grid';
import { KitCard } from '@/components/catalog/kit-card';
import { ProgressiveList } from '@/components/ui/progressive-list';
import { QueryList } from '@/components/ui/query-list';
import { paths } from '@/config/paths';
import { useKits } from '../api/get-kits';
import { Crumbs } from '@/components/ui/crumbs';
import { EmptyList, Page } from '@/components/ui/page-frame';

/** /kits: every kit. */
export function KitsPage() {
  const { t } = useTranslation('catalog');
  const kits = useKits();
  return (
    <Page
      title={t('kits.title')}
      testId="kits-page"
      before={<Crumbs trail={[{ label: t('crumbs.kits') }]} />}
    >
      <QueryList
        query={kits}
        loadErrorTitle={t('kits.loadError')}
        empty={
          <EmptyList
            text={t('kits.empty')}
            hint={t('emptyActions.kitsHint')}
            action={{ to: paths.videocourses, label: t('emptyActions.toVideocourses') }}
          />
        }
      >
        {(items) => (
          <ProgressiveList items={items}>
            {(visible) => (
              <CardGrid testId="kits-list">
                {visible.map((kit, index) => (
                  <KitCard
                    key={kit.id}
                    kit={kit}
                    to={paths.kit(kit.id)}
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
