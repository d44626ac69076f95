import { Heading, HStack, Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Crumbs } from '@/components/ui/crumbs';
import { DetailPage } from '@/components/ui/detail-page';
import { Page } from '@/components/ui/page-frame';
import { paths } from '@/config/paths';
import { useAdminMutation } from '../../shared/use-admin-mutation';
import { adminKitQuery, kitRequests, type KitBody } from '../api/kits';
import { CustomPricesPanel } from '../form-kit/custom-prices-panel';
import { DeleteButton } from '../form-kit/delete-button';
import { adminCatalogKeys } from '../query-keys';
import type { AdminKit } from '../schemas';
import { KitForm } from './kit-form';

/** /admin/kits/create: the form; once created, its edit page (for the custom prices). */
export function KitCreatePage() {
  const { t } = useTranslation('admin-catalog');
  const navigate = useNavigate();
  const create = useAdminMutation({
    mutationFn: kitRequests.create,
    success: t('kits.created'),
    invalidate: [adminCatalogKeys.catalog],
    errorToast: false,
    onSuccess: (kit) => void navigate(paths.admin.kitEdit(kit.id)),
  });
  return (
    <Page
      title={t('kits.createTitle')}
      before={
        <Crumbs
          trail={[
            { label: t('kits.title'), to: paths.admin.kits },
            { label: t('kits.createTitle') },
          ]}
        />
      }
    >
      <KitForm
        kit={null}
        onSubmit={(body) => create.mutate(body)}
        pending={create.isPending}
        error={create.error}
        cancelTo={paths.admin.kits}
      />
    </Page>
  );
}

function EditScreen({ kit }: { kit: AdminKit }) {
  const { t } = useTranslation('admin-catalog');
  const navigate = useNavigate();
  const update = useAdminMutation({
    mutationFn: (body: KitBody) => kitRequests.update(kit.id, body),
    success: t('kits.saved'),
    invalidate: [adminCatalogKeys.catalog],
    errorToast: false,
  });
  return (
    <Stack gap={10}>
      <HStack justify="space-between" wrap="wrap" gap={3}>
        <Heading as="h1" size="2xl" overflowWrap="anywhere">
          {t('kits.editTitle', { title: kit.title })}
        </Heading>
        <DeleteButton
          label={t('kits.delete')}
          title={t('kits.deleteTitle')}
          text={t('kits.deleteText', { title: kit.title })}
          success={t('kits.deleted')}
          remove={() => kitRequests.remove(kit.id)}
          onDeleted={() => void navigate(paths.admin.kits)}
          testId="kit-delete"
        />
      </HStack>
      <KitForm
        kit={kit}
        onSubmit={(body) => update.mutate(body)}
        pending={update.isPending}
        error={update.error}
        cancelTo={paths.admin.kits}
      />
      <CustomPricesPanel kind="kit" itemId={kit.id} prices={kit.custom_prices} />
    </Stack>
  );
}

/** /admin/kits/{id}/edit: every field, the custom prices, and the delete. */
export function KitEditPage() {
  const { t } = useTranslation('admin-catalog');
  return (
    <DetailPage
      query={adminKitQuery}
      testId="admin-kit-edit"
      loadErrorTitle={t('kits.loadOneError')}
      trail={[{ label: t('kits.title'), to: paths.admin.kits }]}
    >
      {(kit) => <EditScreen kit={kit} />}
    </DetailPage>
  );
}
