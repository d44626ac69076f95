import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page-frame';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { adminWebinarsQuery, webinarRequests } from '../api/webinars';
import { CatalogList, useCatalogFilters } from '../form-kit/catalog-list';

/** /admin/videocourses: every course, searchable, filtered by status, in catalog order. */
export function VideocoursesPage() {
  const { t } = useTranslation('admin-catalog');
  const filters = useCatalogFilters();
  const query = useQuery(adminWebinarsQuery(filters.params));
  return (
    <Page>
      <CatalogList
        area="videocourses"
        filters={filters}
        query={query}
        items={(data) => data.webinars}
        sort={webinarRequests.sort}
        createPath={paths.admin.videocourseCreate}
        itemPath={paths.admin.videocourse}
        editPath={paths.admin.videocourseEdit}
        columns={[
          {
            header: t('videocourses.columns.price'),
            cell: (webinar) => t('money.rub', { amount: formatPrice(webinar.final_price) }),
          },
        ]}
      />
    </Page>
  );
}
