import { queryKeys } from '@/lib/query-keys';
import { adminCatalogKeys } from '../query-keys';

/** A certificate change shows in the admin list and on the public certificates page. */
export const certificateQueries = [adminCatalogKeys.catalog, queryKeys.contentList('certificates')];
