import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { byId, checkedQuery } from '@/lib/checked-query';
import { adminSchoolKeys } from '../query-keys';
import { adminAttemptDetailSchema } from '../schemas';

/** GET /api/v1/school/admin/users/attempts/{id}: an attempt with its answers in the questions' order. */
export const adminAttemptQuery = (id: number) =>
  checkedQuery(adminSchoolKeys.attempt(id), 'admin attempt', adminAttemptDetailSchema, () =>
    unwrap(apiClient.GET('/api/v1/school/admin/users/attempts/{id}', byId(id))).then(
      (answer) => answer.attempt,
    ),
  );

export function useAdminAttempt(id: number) {
  return useQuery(adminAttemptQuery(id));
}
