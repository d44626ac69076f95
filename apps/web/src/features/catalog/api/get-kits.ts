import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { kitSchema } from '@/lib/catalog/schemas';
import { checkedListQuery } from '@/lib/checked-query';
import { queryKeys, type Viewer } from '@/lib/query-keys';
import { useViewerId } from '@/lib/session/session-store';

/** GET /api/v2/user/kits: every active kit. */
export const kitsQuery = (viewer: Viewer) =>
  checkedListQuery(queryKeys.kits(viewer), 'kits', kitSchema, () =>
    unwrap(apiClient.GET('/api/v2/user/kits')).then((answer) => answer.kits),
  );

export function useKits() {
  return useQuery(kitsQuery(useViewerId()));
}
