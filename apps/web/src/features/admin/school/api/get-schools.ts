import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { checkedQuery } from '@/lib/checked-query';
import { adminSchoolKeys } from '../query-keys';
import { schoolSchema } from '../schemas';

/** GET /api/v1/school/admin/schools: every school, by id. */
export const adminSchoolsQuery = () =>
  checkedQuery(adminSchoolKeys.schools, 'admin schools', z.array(schoolSchema), () =>
    unwrap(apiClient.GET('/api/v1/school/admin/schools')).then((answer) => answer.schools),
  );

export function useAdminSchools() {
  return useQuery(adminSchoolsQuery());
}
