import { Button, HStack, Image, Link, Text } from '@chakra-ui/react';
import { Table } from '../../shared/chakra';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page-frame';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { AdminListFrame } from '../../shared/admin-list-frame';
import { AdminTable } from '../../shared/admin-table';
import { useUrlFilters } from '../../shared/use-url-filters';
import { adminCertificatesQuery, certificateRequests } from '../api/certificates';
import { DeleteButton } from '../form-kit/delete-button';
import type { AdminCertificate } from '../schemas';
import { certificateQueries } from './certificate-queries';

function CertificateRow({ certificate }: { certificate: AdminCertificate }) {
  const { t } = useTranslation('admin-catalog');
  const { id, title } = certificate;
  return (
    <Table.Row data-testid={`admin-certificate-${id}`}>
      <Table.Cell>
        {certificate.image ? (
          <Image
            src={certificate.image}
            alt=""
            boxSize="48px"
            objectFit="cover"
            borderRadius="sm"
          />
        ) : (
          <Text color="fg.muted">—</Text>
        )}
      </Table.Cell>
      <Table.Cell minW="14rem">
        <Link asChild colorPalette="brand" fontWeight="medium">
          <RouterLink to={paths.admin.certificateEdit(id)}>{title}</RouterLink>
        </Link>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        {certificate.issued_at ? formatDate(certificate.issued_at) : '—'}
      </Table.Cell>
      <Table.Cell>{certificate.sort}</Table.Cell>
      <Table.Cell>
        <HStack gap={2}>
          <Button asChild size="xs" variant="outline">
            <RouterLink
              to={paths.admin.certificateEdit(id)}
              aria-label={t('actions.editItem', { name: title })}
            >
              {t('actions.edit')}
            </RouterLink>
          </Button>
          <DeleteButton
            size="xs"
            label={t('actions.delete')}
            title={t('certificates.deleteTitle')}
            text={t('certificates.deleteText', { title })}
            success={t('certificates.deleted')}
            remove={() => certificateRequests.remove(id)}
            invalidate={certificateQueries}
            ariaLabel={t('certificates.delete', { title })}
            testId={`admin-certificate-${id}-delete`}
          />
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}

/** /admin/certificates: every certificate in display order, paged. */
export function CertificatesPage() {
  const { t } = useTranslation('admin-catalog');
  const { page, setPage } = useUrlFilters([]);
  const query = useQuery(adminCertificatesQuery(page));
  return (
    <Page>
      <AdminListFrame
        title={t('certificates.title')}
        testId="admin-certificates"
        action={{ to: paths.admin.certificateCreate, label: t('certificates.add') }}
        query={query}
        items={(data) => data.certificates}
        onPageChange={setPage}
        loadErrorTitle={t('certificates.loadError')}
        emptyText={t('certificates.empty')}
      >
        {(certificates) => (
          <AdminTable
            label={t('certificates.title')}
            testId="admin-certificates-table"
            columns={[
              t('certificates.columns.image'),
              t('certificates.columns.title'),
              t('certificates.columns.issued'),
              t('certificates.columns.sort'),
              t('certificates.columns.actions'),
            ]}
          >
            {certificates.map((certificate) => (
              <CertificateRow key={certificate.id} certificate={certificate} />
            ))}
          </AdminTable>
        )}
      </AdminListFrame>
    </Page>
  );
}
