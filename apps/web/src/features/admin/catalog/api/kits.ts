import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Schemas } from '@course-shop/api-client';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { byId, checkedQuery } from '@/lib/checked-query';
import { adminCatalogKeys, type AdminListParams } from '../query-keys';
import { adminKitSchema, kitsPageSchema } from '../schemas';
import { listQuery } from './list-query';

export type KitBody = Schemas['CreateKitDto'];

/** GET /api/v2/admin/kits: every kit, inactive included, in catalog order. */
export const adminKitsQuery = (params: AdminListParams) =>
  queryOptions({
    ...checkedQuery(adminCatalogKeys.kits(params), 'admin kits', kitsPageSchema, () =>
      unwrap(apiClient.GET('/api/v2/admin/kits', listQuery(params))),
    ),
    placeholderData: keepPreviousData,
  });

/** GET /api/v2/admin/kits/{id}: one kit with its courses and every custom price window. */
export const adminKitQuery = (id: number) =>
  checkedQuery(adminCatalogKeys.kit(id), 'admin kit', adminKitSchema, () =>
    unwrap(apiClient.GET('/api/v2/admin/kits/{id}', byId(id))).then((answer) => answer.kit),
  );

export const kitRequests = {
  create: (body: KitBody) =>
    unwrap(apiClient.POST('/api/v2/admin/kits', { body })).then((answer) => answer.kit),
  update: (id: number, body: KitBody) =>
    unwrap(apiClient.POST('/api/v2/admin/kits/{id}/update', { ...byId(id), body })).then(
      (answer) => answer.kit,
    ),
  remove: (id: number) => unwrap(apiClient.DELETE('/api/v2/admin/kits/{id}', byId(id))),
  sort: (ids: number[]) => unwrap(apiClient.POST('/api/v2/admin/kits/sort', { body: { ids } })),
};
