import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Schemas } from '@course-shop/api-client';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { byId, checkedQuery } from '@/lib/checked-query';
import { adminCatalogKeys, type AdminListParams } from '../query-keys';
import { adminWebinarSchema, allWebinarsSchema, tagsSchema, webinarsPageSchema } from '../schemas';
import { listQuery } from './list-query';

export type WebinarBody = Schemas['CreateWebinarDto'];

/** GET /api/v2/admin/webinars: every course, inactive included, in catalog order. */
export const adminWebinarsQuery = (params: AdminListParams) =>
  queryOptions({
    ...checkedQuery(adminCatalogKeys.webinars(params), 'admin webinars', webinarsPageSchema, () =>
      unwrap(apiClient.GET('/api/v2/admin/webinars', listQuery(params))),
    ),
    placeholderData: keepPreviousData,
  });

/** The API's largest page: the fewest requests to read the whole catalogue. */
const LARGEST_PAGE = 100;

const webinarsPage = (page: number) =>
  unwrap(
    apiClient.GET(
      '/api/v2/admin/webinars',
      listQuery({ page, perPage: LARGEST_PAGE, search: '', status: '' }),
    ),
  );

/**
 * Every course, inactive included, in catalog order, however many pages they fill (what a kit or a
 * grant picks from): the first page tells how many there are, the others are read side by side.
 */
export const allAdminWebinarsQuery = () =>
  checkedQuery(adminCatalogKeys.allWebinars, 'all admin webinars', allWebinarsSchema, async () => {
    const first = await webinarsPage(1);
    const pageCount = Math.ceil(first.total / LARGEST_PAGE);
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, pageCount - 1) }, (_, index) => webinarsPage(index + 2)),
    );
    return [first, ...rest].flatMap((page) => page.webinars);
  });

/** GET /api/v2/admin/webinars/{id}: one course with every custom price window. */
export const adminWebinarQuery = (id: number) =>
  checkedQuery(adminCatalogKeys.webinar(id), 'admin webinar', adminWebinarSchema, () =>
    unwrap(apiClient.GET('/api/v2/admin/webinars/{id}', byId(id))).then((answer) => answer.webinar),
  );

/** GET /api/v1/user/tags: the tags a course can carry. */
export const tagsQuery = () =>
  checkedQuery(adminCatalogKeys.tags, 'tags', tagsSchema, () =>
    unwrap(apiClient.GET('/api/v1/user/tags')).then((answer) => answer.tags),
  );

export const webinarRequests = {
  create: (body: WebinarBody) =>
    unwrap(apiClient.POST('/api/v2/admin/webinars', { body })).then((answer) => answer.webinar),
  update: (id: number, body: WebinarBody) =>
    unwrap(apiClient.POST('/api/v2/admin/webinars/{id}/update', { ...byId(id), body })).then(
      (answer) => answer.webinar,
    ),
  remove: (id: number) => unwrap(apiClient.DELETE('/api/v2/admin/webinars/{id}', byId(id))),
  sort: (ids: number[]) => unwrap(apiClient.POST('/api/v2/admin/webinars/sort', { body: { ids } })),
};
