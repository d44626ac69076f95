import type { AdminListParams } from '../query-keys';

const isActive = { active: 'true', inactive: 'false' } as const;

/** The query string of a course or kit list: page, size, and the search and filter when set. */
export const listQuery = ({ page, perPage, search, status }: AdminListParams) => ({
  params: {
    query: {
      page,
      per_page: perPage,
      ...(search ? { search } : {}),
      ...(status ? { is_active: isActive[status] } : {}),
    },
  },
});
