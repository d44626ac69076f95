import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailPage } from '@/components/ui/detail-page';
import { adminWebinarQuery } from '../api/webinars';
import type { AdminWebinar } from '../schemas';
import { useVideocoursesTrail } from './videocourses-trail';

interface WebinarDetailPageProps {
  testId: string;
  children: (webinar: AdminWebinar) => ReactNode;
}

/** The course the route's id names, under the course list's breadcrumbs (view and edit pages). */
export function WebinarDetailPage({ testId, children }: WebinarDetailPageProps) {
  const { t } = useTranslation('admin-catalog');
  return (
    <DetailPage
      query={adminWebinarQuery}
      testId={testId}
      loadErrorTitle={t('videocourses.loadOneError')}
      trail={useVideocoursesTrail()}
    >
      {children}
    </DetailPage>
  );
}
