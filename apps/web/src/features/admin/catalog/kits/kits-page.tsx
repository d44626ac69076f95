import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { adminKitsQuery, kitRequests } from '../api/kits';
import { CatalogListPage } from '../form-kit/catalog-list-page';

/** /admin/kits: every kit, searchable, filtered by status, in catalog order. */
export function KitsPage() {
  const { t } = useTranslation('admin-catalog');
  return (
    <CatalogListPage
      area="kits"
      createPath={paths.admin.kitCreate}
      // Kits have no admin view page: the title opens the edit form (the default).
      editPath={paths.admin.kitEdit}
      listQuery={adminKitsQuery}
      items={(data) => data.kits}
      sort={kitRequests.sort}
      columns={[{ header: t('kits.columns.courses'), cell: (kit) => String(kit.webinars.length) }]}
    />
  );
}
