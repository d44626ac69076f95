import { useQuery } from '@tanstack/react-query';
// zod/mini: the home page's course list is on every first visit (see lib/catalog/schemas.ts).
import { z } from 'zod/mini';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { webinarSchema } from '@/lib/catalog/schemas';
import { checkedQuery } from '@/lib/checked-query';
import { queryKeys, type Viewer } from '@/lib/query-keys';
import { useViewerId } from '@/lib/session/session-store';

/** GET /api/v2/user/webinars: active courses in display order, or only the first `limit`. */
const readWebinars = (limit?: number) =>
  unwrap(
    apiClient.GET('/api/v2/user/webinars', {
      params: { query: limit === undefined ? {} : { limit } },
    }),
  ).then((answer) => answer.webinars);

export const webinarsQuery = (viewer: Viewer) =>
  checkedQuery(queryKeys.webinars(viewer), 'webinars', z.array(webinarSchema), () =>
    readWebinars(),
  );

/**
 * The first `count` courses of that list, cut by the API: the home page shows eight, and the whole
 * catalog (hundreds of courses, most of a megabyte of JSON) is not worth a phone's download there.
 */
export const firstWebinarsQuery = (viewer: Viewer, count: number) =>
  checkedQuery(queryKeys.firstWebinars(viewer, count), 'webinars', z.array(webinarSchema), () =>
    readWebinars(count),
  );

export function useWebinars() {
  return useQuery(webinarsQuery(useViewerId()));
}

export function useFirstWebinars(count: number) {
  return useQuery(firstWebinarsQuery(useViewerId(), count));
}
