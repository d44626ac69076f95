import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { byId, checkedQuery } from '@/lib/checked-query';
import { adminSchoolKeys } from '../query-keys';
import { exerciseDetailSchema } from '../schemas';

/** GET /api/v1/school/admin/exercises/{id}: the exercise with its lessons and questions in order. */
export const adminExerciseQuery = (id: number) =>
  checkedQuery(adminSchoolKeys.exercise(id), 'admin exercise', exerciseDetailSchema, () =>
    unwrap(apiClient.GET('/api/v1/school/admin/exercises/{id}', byId(id))).then(
      (answer) => answer.exercise,
    ),
  );

/** `enabled` false: the address holds no valid id, so there is nothing to ask for. */
export function useAdminExercise(id: number, enabled = true) {
  return useQuery({ ...adminExerciseQuery(id), enabled });
}
