import { useTranslation } from 'react-i18next';
import { CardGrid } from '@/components/catalog/card-grid';
import { CourseCard } from '@/components/catalog/course-card';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { useWebinars } from '../api/get-webinars';
import { Crumbs } from '@/components/ui/crumbs';
import { EmptyList, Page } from '@/components/ui/page-frame';

/** /videocourses: every active course (with breadcrumbs). */
export function VideocoursesPage() {
  const { t } = useTranslation('catalog');
  const { t: tCommon } = useTranslation('common');
  const webinars = useWebinars();
  return (
    <Page
      title={t('videocourses.title')}
      testId="videocourses-page"
      before={<Crumbs trail={[{ label: t('crumbs.videocourses') }]} />}
    >
      {webinars.isPending ? <PageLoader label={tCommon('loading')} /> : null}
      {webinars.isError ? (
        <QueryError title={t('videocourses.loadError')} error={webinars.error} />
      ) : null}
      {webinars.data?.length === 0 ? <EmptyList text={t('videocourses.empty')} /> : null}
      {webinars.data?.length ? (
        <CardGrid testId="videocourses-list">
          {webinars.data.map((webinar) => (
            <CourseCard key={webinar.id} course={webinar} />
          ))}
        </CardGrid>
      ) : null}
    </Page>
  );
}
