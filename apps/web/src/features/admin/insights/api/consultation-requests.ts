import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { byId, checkedQuery } from '@/lib/checked-query';
import { ADMIN_PAGE_SIZE } from '../../shared/constants';
import { insightsKeys } from '../query-keys';
import { consultationRequestsPageSchema } from '../schemas';

/** GET /api/v2/admin/consultation-requests: newest first; done '' all, 'true' done, 'false' waiting. */
export const consultationRequestsQuery = (done: string, page: number) =>
  queryOptions({
    ...checkedQuery(
      insightsKeys.consultationList(done, page),
      'consultation requests',
      consultationRequestsPageSchema,
      () =>
        unwrap(
          apiClient.GET('/api/v2/admin/consultation-requests', {
            params: {
              query: {
                page,
                per_page: ADMIN_PAGE_SIZE,
                done: done === 'true' || done === 'false' ? done : undefined,
              },
            },
          }),
        ),
    ),
    placeholderData: keepPreviousData,
  });

/** POST /api/v2/admin/consultation-requests/{id}/update: marks the request done or waiting. */
export const setConsultationDone = (id: number, done: boolean) =>
  unwrap(
    apiClient.POST('/api/v2/admin/consultation-requests/{id}/update', {
      ...byId(id),
      body: { done },
    }),
  ).then((answer) => answer.consultation_request);
