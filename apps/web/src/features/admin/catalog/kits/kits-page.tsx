import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page-frame';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { adminKitsQuery, kitRequests } from '../api/kits';
import { CatalogList, useCatalogFilters } from '../form-kit/catalog-list';

/** /admin/kits: every kit, searchable, filtered by status, in catalog order. */
export function KitsPage() {
  const { t } = useTranslation('admin-catalog');
  const filters = useCatalogFilters();
  const query = useQuery(adminKitsQuery(filters.params));
  return (
    <Page>
      <CatalogList
        area="kits"
        filters={filters}
        query={query}
        items={(data) => data.kits}
        sort={kitRequests.sort}
        createPath={paths.admin.kitCreate}
        // Kits have no admin view page: the title opens the edit form.
        itemPath={paths.admin.kitEdit}
        editPath={paths.admin.kitEdit}
        columns={[
          {
            header: t('kits.columns.courses'),
            cell: (kit) => String(kit.webinars.length),
          },
          {
            header: t('kits.columns.price'),
            cell: (kit) => t('money.rub', { amount: formatPrice(kit.final_price) }),
          },
        ]}
      />
    </Page>
  );
}
