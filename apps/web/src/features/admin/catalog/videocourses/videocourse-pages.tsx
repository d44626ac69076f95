import { Heading, HStack, Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page-frame';
import { Crumbs } from '@/components/ui/crumbs';
import { paths } from '@/config/paths';
import { useAdminMutation } from '../../shared/use-admin-mutation';
import { webinarRequests, type WebinarBody } from '../api/webinars';
import { CustomPricesPanel } from '../form-kit/custom-prices-panel';
import { adminCatalogKeys } from '../query-keys';
import type { AdminWebinar } from '../schemas';
import { useVideocoursesTrail } from './videocourses-trail';
import { WebinarDeleteButton } from './webinar-delete-button';
import { WebinarDetailPage } from './webinar-detail-page';
import { WebinarForm } from './webinar-form';

/** /admin/videocourses/create: the form; once created, the course's page. */
export function VideocourseCreatePage() {
  const { t } = useTranslation('admin-catalog');
  const navigate = useNavigate();
  const trail = useVideocoursesTrail();
  const create = useAdminMutation({
    mutationFn: webinarRequests.create,
    success: t('videocourses.created'),
    invalidate: [adminCatalogKeys.catalog],
    errorToast: false,
    onSuccess: (webinar) => void navigate(paths.admin.videocourse(webinar.id)),
  });
  return (
    <Page
      title={t('videocourses.createTitle')}
      before={<Crumbs trail={[...trail, { label: t('videocourses.createTitle') }]} />}
    >
      <WebinarForm
        webinar={null}
        onSubmit={(body) => create.mutate(body)}
        pending={create.isPending}
        error={create.error}
        cancelTo={paths.admin.videocourses}
      />
    </Page>
  );
}

function EditScreen({ webinar }: { webinar: AdminWebinar }) {
  const { t } = useTranslation('admin-catalog');
  const navigate = useNavigate();
  const update = useAdminMutation({
    mutationFn: (body: WebinarBody) => webinarRequests.update(webinar.id, body),
    success: t('videocourses.saved'),
    invalidate: [adminCatalogKeys.catalog],
    errorToast: false,
    onSuccess: () => void navigate(paths.admin.videocourse(webinar.id)),
  });
  return (
    <Stack gap={10}>
      <HStack justify="space-between" wrap="wrap" gap={3}>
        <Heading as="h1" size="2xl" overflowWrap="anywhere" minW={0}>
          {t('videocourses.editTitle', { title: webinar.title })}
        </Heading>
        <WebinarDeleteButton webinar={webinar} />
      </HStack>
      <WebinarForm
        webinar={webinar}
        onSubmit={(body) => update.mutate(body)}
        pending={update.isPending}
        error={update.error}
        cancelTo={paths.admin.videocourse(webinar.id)}
      />
      <CustomPricesPanel kind="webinar" itemId={webinar.id} prices={webinar.custom_prices} />
    </Stack>
  );
}

/** /admin/videocourses/{id}/edit: every field, the custom prices, and the delete. */
export function VideocourseEditPage() {
  return (
    <WebinarDetailPage testId="admin-videocourse-edit">
      {(webinar) => <EditScreen webinar={webinar} />}
    </WebinarDetailPage>
  );
}
