import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { kitListResponseSchema } from '@/lib/catalog/schemas';
import { queryKeys } from '@/lib/query-keys';
import { parseServerData } from '@/lib/server-data';
import { useSession } from '@/lib/session/session-store';

/** GET /api/v2/user/kits/my, optionally only the kits with that mark_id (1 = psychotherapist). */
export async function getMyKits(markId: number | null = null) {
  const data = await unwrap(
    apiClient.GET('/api/v2/user/kits/my', {
      params: { query: markId === null ? {} : { mark_id: markId } },
    }),
  );
  return parseServerData(kitListResponseSchema, data, 'my kits').kits;
}

export const myKitsQueryOptions = (viewer: number | null, markId: number | null) =>
  queryOptions({ queryKey: queryKeys.myKits(viewer, markId), queryFn: () => getMyKits(markId) });

export function useMyKits(markId: number | null = null) {
  const { user } = useSession();
  return useQuery(myKitsQueryOptions(user?.id ?? null, markId));
}
