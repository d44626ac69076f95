import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { checkedQuery } from '@/lib/checked-query';
import { adminSchoolKeys, type AttemptFilters } from '../query-keys';
import { adminAttemptSchema, pageEnvelope } from '../schemas';

const attemptsPageSchema = z.object({ attempts: z.array(adminAttemptSchema), ...pageEnvelope });

/**
 * GET /api/v1/school/admin/users/attempts: attempts paged, those under review first and the
 * longest waiting first (the reviewer's inbox).
 */
export const adminAttemptsQuery = (filters: AttemptFilters) =>
  checkedQuery(adminSchoolKeys.attempts(filters), 'admin attempts', attemptsPageSchema, () =>
    unwrap(
      apiClient.GET('/api/v1/school/admin/users/attempts', {
        params: {
          query: {
            status: filters.status,
            exercise_id: filters.exerciseId,
            user_id: filters.userId,
            page: filters.page,
            per_page: filters.perPage,
          },
        },
      }),
    ),
  );

/** `enabled` false: the address names no learner or exercise, so there is nothing to ask for. */
export function useAdminAttempts(filters: AttemptFilters, enabled = true) {
  return useQuery({ ...adminAttemptsQuery(filters), placeholderData: keepPreviousData, enabled });
}
