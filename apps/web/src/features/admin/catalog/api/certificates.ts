import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Schemas } from '@course-shop/api-client';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { byId, checkedQuery } from '@/lib/checked-query';
import { adminCatalogKeys } from '../query-keys';
import { adminCertificateSchema, certificatesPageSchema } from '../schemas';

export type CertificateBody = Schemas['CreateCertificateDto'];

export const CERTIFICATES_PER_PAGE = 20;

/** GET /api/v2/admin/certificates: a page of certificates in display order. */
export const adminCertificatesQuery = (page: number) =>
  queryOptions({
    ...checkedQuery(
      adminCatalogKeys.certificates(page),
      'admin certificates',
      certificatesPageSchema,
      () =>
        unwrap(
          apiClient.GET('/api/v2/admin/certificates', {
            params: { query: { page, per_page: CERTIFICATES_PER_PAGE } },
          }),
        ),
    ),
    placeholderData: keepPreviousData,
  });

/** GET /api/v2/admin/certificates/{id}. */
export const adminCertificateQuery = (id: number) =>
  checkedQuery(adminCatalogKeys.certificate(id), 'admin certificate', adminCertificateSchema, () =>
    unwrap(apiClient.GET('/api/v2/admin/certificates/{id}', byId(id))).then(
      (answer) => answer.certificate,
    ),
  );

export const certificateRequests = {
  create: (body: CertificateBody) =>
    unwrap(apiClient.POST('/api/v1/admin/certificates', { body })).then(
      (answer) => answer.certificate,
    ),
  update: (id: number, body: CertificateBody) =>
    unwrap(apiClient.POST('/api/v1/admin/certificates/{id}/update', { ...byId(id), body })).then(
      (answer) => answer.certificate,
    ),
  remove: (id: number) => unwrap(apiClient.DELETE('/api/v2/admin/certificates/{id}', byId(id))),
};
