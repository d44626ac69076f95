import { Heading, HStack, Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Crumbs } from '@/components/ui/crumbs';
import { DetailPage } from '@/components/ui/detail-page';
import { Page } from '@/components/ui/page-frame';
import { paths } from '@/config/paths';
import { useAdminMutation } from '../../shared/use-admin-mutation';
import {
  adminCertificateQuery,
  certificateRequests,
  type CertificateBody,
} from '../api/certificates';
import { DeleteButton } from '../form-kit/delete-button';
import { certificateQueries } from './certificate-queries';
import type { AdminCertificate } from '../schemas';
import { CertificateForm } from './certificate-form';

/** /admin/certificates/create: the form; once created, back to the list. */
export function CertificateCreatePage() {
  const { t } = useTranslation('admin-catalog');
  const navigate = useNavigate();
  const create = useAdminMutation({
    mutationFn: certificateRequests.create,
    success: t('certificates.created'),
    invalidate: certificateQueries,
    errorToast: false,
    onSuccess: () => void navigate(paths.admin.certificates),
  });
  return (
    <Page
      title={t('certificates.createTitle')}
      before={
        <Crumbs
          trail={[
            { label: t('certificates.title'), to: paths.admin.certificates },
            { label: t('certificates.createTitle') },
          ]}
        />
      }
    >
      <CertificateForm
        certificate={null}
        onSubmit={(body) => create.mutate(body)}
        pending={create.isPending}
        error={create.error}
        cancelTo={paths.admin.certificates}
      />
    </Page>
  );
}

function EditScreen({ certificate }: { certificate: AdminCertificate }) {
  const { t } = useTranslation('admin-catalog');
  const navigate = useNavigate();
  const update = useAdminMutation({
    mutationFn: (body: CertificateBody) => certificateRequests.update(certificate.id, body),
    success: t('certificates.saved'),
    invalidate: certificateQueries,
    errorToast: false,
    onSuccess: () => void navigate(paths.admin.certificates),
  });
  return (
    <Stack gap={8}>
      <HStack justify="space-between" wrap="wrap" gap={3}>
        <Heading as="h1" size="2xl" overflowWrap="anywhere">
          {t('certificates.editTitle', { title: certificate.title })}
        </Heading>
        <DeleteButton
          label={t('certificates.deleteShort')}
          title={t('certificates.deleteTitle')}
          text={t('certificates.deleteText', { title: certificate.title })}
          success={t('certificates.deleted')}
          remove={() => certificateRequests.remove(certificate.id)}
          onDeleted={() => void navigate(paths.admin.certificates)}
          invalidate={certificateQueries}
          testId="certificate-delete"
        />
      </HStack>
      <CertificateForm
        certificate={certificate}
        onSubmit={(body) => update.mutate(body)}
        pending={update.isPending}
        error={update.error}
        cancelTo={paths.admin.certificates}
      />
    </Stack>
  );
}

/** /admin/certificates/{id}/edit. */
export function CertificateEditPage() {
  const { t } = useTranslation('admin-catalog');
  return (
    <DetailPage
      query={adminCertificateQuery}
      testId="admin-certificate-edit"
      loadErrorTitle={t('certificates.loadOneError')}
      trail={[{ label: t('certificates.title'), to: paths.admin.certificates }]}
    >
      {(certificate) => <EditScreen certificate={certificate} />}
    </DetailPage>
  );
}
