import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { kitSchema } from '@/lib/catalog/schemas';
import { checkedListQuery } from '@/lib/checked-query';
import { queryKeys, type Viewer } from '@/lib/query-keys';
import { useViewerId } from '@/lib/session/session-store';

/** GET /api/v2/user/kits/my, optionally only the kits with that mark_id (1 = psychotherapist). */
export const myKitsQuery = (viewer: Viewer, markId: number | null) =>
  checkedListQuery(queryKeys.myKits(viewer, markId), 'my kits', kitSchema, () =>
    unwrap(
      apiClient.GET('/api/v2/user/kits/my', {
        params: { query: markId === null ? {} : { mark_id: markId } },
      }),
    ).then((answer) => answer.kits),
  );

export function useMyKits(markId: number | null = null) {
  return useQuery(myKitsQuery(useViewerId(), markId));
}
