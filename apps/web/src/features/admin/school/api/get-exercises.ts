import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { checkedQuery } from '@/lib/checked-query';
import { adminSchoolKeys } from '../query-keys';
import { exerciseSchema } from '../schemas';

/** GET /api/v1/school/admin/exercises: one school's exercises (or all, null), closed ones included. */
export const adminExercisesQuery = (schoolId: number | null) =>
  checkedQuery(
    adminSchoolKeys.exercises(schoolId),
    'admin exercises',
    z.array(exerciseSchema),
    () =>
      unwrap(
        apiClient.GET('/api/v1/school/admin/exercises', {
          params: { query: schoolId === null ? {} : { school_id: schoolId } },
        }),
      ).then((answer) => answer.exercises),
  );

export function useAdminExercises(schoolId: number | null) {
  return useQuery(adminExercisesQuery(schoolId));
}
