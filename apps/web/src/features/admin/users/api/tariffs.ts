import type { Schemas } from '@course-shop/api-client';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { checkedQuery } from '@/lib/checked-query';
import { adminUserKeys } from '../query-keys';
import { tariffsSchema } from '../schemas';

export type BindTariffBody = Schemas['BindTariffDto'];

/** GET /api/v1/school/admin/tariffs: every tariff, inactive ones included. */
export const tariffsQuery = () =>
  checkedQuery(adminUserKeys.tariffs, 'admin tariffs', tariffsSchema, () =>
    unwrap(apiClient.GET('/api/v1/school/admin/tariffs')).then((answer) => answer.tariffs),
  );

/** POST /api/v1/school/admin/tariffs/bind-to-user: gives the user a period of the tariff's school. */
export const bindTariff = (body: BindTariffBody) =>
  unwrap(apiClient.POST('/api/v1/school/admin/tariffs/bind-to-user', { body })).then(
    (answer) => answer.user_tariff,
  );
