import { paths } from '@/config/paths';
import { adminWebinarsQuery, webinarRequests } from '../api/webinars';
import { CatalogListPage } from '../form-kit/catalog-list-page';

/** /admin/videocourses: every course, searchable, filtered by status, in catalog order. */
export function VideocoursesPage() {
  return (
    <CatalogListPage
      area="videocourses"
      createPath={paths.admin.videocourseCreate}
      itemPath={paths.admin.videocourse}
      editPath={paths.admin.videocourseEdit}
      listQuery={adminWebinarsQuery}
      items={(data) => data.webinars}
      sort={webinarRequests.sort}
    />
  );
}
