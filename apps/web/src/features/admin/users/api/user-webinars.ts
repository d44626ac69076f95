import type { Schemas } from '@course-shop/api-client';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { byId, checkedQuery } from '@/lib/checked-query';
import { adminUserKeys } from '../query-keys';
import { userWebinarsSchema } from '../schemas';

/** What the user keeps: each course by id, with a new end of access or none to keep the current. */
export interface SetWebinarsBody {
  webinars: Schemas['WebinarAccessItemDto'][];
  /** Why, for the audit log. */
  reason: string | null;
}

/** GET /api/v2/admin/users/{id}/webinars: the courses the user has, with dates and origin. */
export const userWebinarsQuery = (id: number) =>
  checkedQuery(adminUserKeys.webinars(id), 'user webinars', userWebinarsSchema, () =>
    unwrap(apiClient.GET('/api/v2/admin/users/{id}/webinars', byId(id))).then(
      (answer) => answer.webinars,
    ),
  );

/** POST /api/v2/admin/users/{id}/set-webinars: the list replaces the user's courses. */
export const setUserWebinars = (id: number, body: SetWebinarsBody) =>
  unwrap(
    apiClient.POST('/api/v2/admin/users/{id}/set-webinars', {
      ...byId(id),
      body,
    }),
  ).then((answer) => answer.webinars);
