import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { webinarSchema } from '@/lib/catalog/schemas';
import { checkedListQuery } from '@/lib/checked-query';
import { queryKeys, type Viewer } from '@/lib/query-keys';
import { useViewerId } from '@/lib/session/session-store';

/** GET /api/v2/user/webinars/my: courses the viewer owns or owned, with state and expiry. */
export const myWebinarsQuery = (viewer: Viewer) =>
  checkedListQuery(queryKeys.myWebinars(viewer), 'my webinars', webinarSchema, () =>
    unwrap(apiClient.GET('/api/v2/user/webinars/my')).then((answer) => answer.webinars),
  );

export function useMyWebinars() {
  return useQuery(myWebinarsQuery(useViewerId()));
}
