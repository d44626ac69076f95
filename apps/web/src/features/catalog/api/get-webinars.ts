import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { webinarSchema } from '@/lib/catalog/schemas';
import { checkedListQuery } from '@/lib/checked-query';
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
  checkedListQuery(queryKeys.webinars(viewer), 'webinars', webinarSchema, () => readWebinars());

/**
 * The first `count` courses of that list, cut by the API: the home page shows eight, and the whole
 * catalog (hundreds of courses, most of a megabyte of JSON) is not worth a phone's download there.
 */
export const firstWebinarsQuery = (viewer: Viewer, count: number) =>
  checkedListQuery(queryKeys.firstWebinars(viewer, count), 'webinars', webinarSchema, () =>
    readWebinars(count),
  );

export function useWebinars() {
  return useQuery(webinarsQuery(useViewerId()));
}

export function useFirstWebinars(count: number) {
  return useQuery(firstWebinarsQuery(useViewerId(), count));
}
