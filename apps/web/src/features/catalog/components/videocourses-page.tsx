import { useTranslation } from 'react-i18next';
import { CardGrid } from '@/components/catalog/card-grid';
import { CourseCard } from '@/components/catalog/course-card';
import { ProgressiveList } from '@/components/ui/progressive-list';
import { QueryList } from '@/components/ui/query-list';
import { paths } from '@/config/paths';
import { useWebinars } from '../api/get-webinars';
import { Crumbs } from '@/components/ui/crumbs';
import { EmptyList, Page } from '@/components/ui/page-frame';

/** /videocourses: every active course (with breadcrumbs). */
export function VideocoursesPage() {
  const { t } = useTranslation('catalog');
  const webinars = useWebinars();
  return (
    <Page
      title={t('videocourses.title')}
      testId="videocourses-page"
      before={<Crumbs trail={[{ label: t('crumbs.videocourses') }]} />}
    >
      <QueryList
        query={webinars}
        loadErrorTitle={t('videocourses.loadError')}
        empty={
          <EmptyList
            text={t('videocourses.empty')}
            hint={t('emptyActions.coursesHint')}
            action={{ to: paths.consultation, label: t('emptyActions.toConsultation') }}
          />
        }
      >
        {(items) => (
          <ProgressiveList items={items}>
            {(visible) => (
              <CardGrid testId="videocourses-list">
                {visible.map((webinar, index) => (
                  <CourseCard key={webinar.id} course={webinar} coverPriority={index === 0} />
                ))}
              </CardGrid>
            )}
          </ProgressiveList>
        )}
      </QueryList>
    </Page>
  );
}
