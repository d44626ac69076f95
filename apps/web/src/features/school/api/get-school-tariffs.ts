import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { checkedQuery } from '@/lib/checked-query';
import { queryKeys } from '@/lib/query-keys';
import { publicTariffSchema } from '../schemas';

/** GET /api/v1/school/tariffs: the active tariffs on sale, the same for every visitor. */
export const schoolTariffsQuery = () =>
  checkedQuery(queryKeys.schoolTariffs, 'school tariffs', z.array(publicTariffSchema), () =>
    unwrap(apiClient.GET('/api/v1/school/tariffs')).then((answer) => answer.tariffs),
  );

export function useSchoolTariffs() {
  return useQuery(schoolTariffsQuery());
}
