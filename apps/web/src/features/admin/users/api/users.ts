import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Schemas } from '@course-shop/api-client';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { checkedQuery } from '@/lib/checked-query';
import { ADMIN_PAGE_SIZE } from '../../shared/constants';
import { adminUserKeys, type UsersListParams } from '../query-keys';
import { adminUserSchema, usersPageSchema } from '../schemas';

export type CreateUserBody = Schemas['AdminCreateUserDto'];
export type UpdateUserBody = Schemas['AdminUpdateUserDto'];

/** GET /api/v2/admin/users: a page of users, newest first, found by login, e-mail, name or phone. */
export const adminUsersQuery = ({ search, page }: UsersListParams) =>
  queryOptions({
    ...checkedQuery(adminUserKeys.list({ search, page }), 'admin users', usersPageSchema, () =>
      unwrap(
        apiClient.GET('/api/v2/admin/users', {
          params: { query: { page, per_page: ADMIN_PAGE_SIZE, search: search || undefined } },
        }),
      ),
    ),
    placeholderData: keepPreviousData,
  });

/** GET /api/v2/admin/users/{id}?with_active_tariff=1: the user with the school tariff in force. */
export const adminUserQuery = (id: number) =>
  checkedQuery(adminUserKeys.user(id), 'admin user', adminUserSchema, () =>
    unwrap(
      apiClient.GET('/api/v2/admin/users/{id}', {
        params: { path: { id }, query: { with_active_tariff: '1' } },
      }),
    ).then((answer) => answer.user),
  );

export const userRequests = {
  create: (body: CreateUserBody) =>
    unwrap(apiClient.POST('/api/v2/admin/users', { body })).then((answer) => answer.user),
  update: (id: number, body: UpdateUserBody) =>
    unwrap(
      apiClient.POST('/api/v2/admin/users/{id}/update', { params: { path: { id } }, body }),
    ).then((answer) => answer.user),
};
