import { useTranslation } from 'react-i18next';
import { CardGrid } from '@/components/catalog/card-grid';
import { CourseCard } from '@/components/catalog/course-card';
import { EmptyList, Page } from '@/components/ui/page-frame';
import { ProgressiveList } from '@/components/ui/progressive-list';
import { QueryList } from '@/components/ui/query-list';
import { paths } from '@/config/paths';
import { useMyWebinars } from '../api/get-my-webinars';

/** /account/videocourses: the courses the user owns or owned, each with its access date. */
export function MyVideocoursesPage() {
  const { t } = useTranslation('catalog');
  const webinars = useMyWebinars();
  return (
    <Page title={t('account.videocourses.title')} testId="my-videocourses-page">
      <QueryList
        query={webinars}
        loadErrorTitle={t('account.videocourses.loadError')}
        empty={
          <EmptyList
            text={t('account.videocourses.empty')}
            action={{ to: paths.videocourses, label: t('account.videocourses.toCatalog') }}
          />
        }
      >
        {(items) => (
          <ProgressiveList items={items}>
            {(visible) => (
              <CardGrid testId="my-videocourses">
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
