import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { checkedQuery } from '@/lib/checked-query';
import { adminSchoolKeys } from '../query-keys';
import { tariffSchema } from '../schemas';

/** GET /api/v1/school/admin/tariffs: every tariff, inactive included, by school and id. */
export const adminTariffsQuery = () =>
  checkedQuery(adminSchoolKeys.tariffs, 'admin tariffs', z.array(tariffSchema), () =>
    unwrap(apiClient.GET('/api/v1/school/admin/tariffs')).then((answer) => answer.tariffs),
  );

export function useAdminTariffs() {
  return useQuery(adminTariffsQuery());
}
