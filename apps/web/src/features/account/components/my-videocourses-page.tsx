import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '@/components/catalog/card-grid';
import { CourseCard } from '@/components/catalog/course-card';
import { EmptyList, Page } from '@/components/ui/page-frame';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { paths } from '@/config/paths';
import { useMyWebinars } from '../api/get-my-webinars';

/** /account/videocourses: the courses the user owns or owned, each with its access date. */
export function MyVideocoursesPage() {
  const { t } = useTranslation('catalog');
  const { t: tCommon } = useTranslation('common');
  const webinars = useMyWebinars();
  return (
    <Page title={t('account.videocourses.title')} testId="my-videocourses-page">
      {webinars.isPending ? <PageLoader label={tCommon('loading')} /> : null}
      {webinars.isError ? (
        <QueryError title={t('account.videocourses.loadError')} error={webinars.error} />
      ) : null}
      {webinars.data?.length === 0 ? (
        <EmptyList text={t('account.videocourses.empty')}>
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.videocourses}>{t('account.videocourses.toCatalog')}</RouterLink>
          </Button>
        </EmptyList>
      ) : null}
      {webinars.data?.length ? (
        <CardGrid testId="my-videocourses">
          {webinars.data.map((webinar) => (
            <CourseCard key={webinar.id} course={webinar} />
          ))}
        </CardGrid>
      ) : null}
    </Page>
  );
}
