import type { StatusFilter } from '../query-keys';

const statuses: readonly StatusFilter[] = ['', 'active', 'inactive'];

/** The URL's `status` as a filter; anything else shows every item. */
export const readStatus = (value: string): StatusFilter =>
  statuses.find((status) => status === value) ?? '';
