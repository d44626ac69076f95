import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { kitListResponseSchema } from '@/lib/catalog/schemas';
import { queryKeys } from '@/lib/query-keys';
import { parseServerData } from '@/lib/server-data';
import { useSession } from '@/lib/session/session-store';

/** GET /api/v2/user/kits. */
export async function getKits() {
  const data = await unwrap(apiClient.GET('/api/v2/user/kits'));
  return parseServerData(kitListResponseSchema, data, 'kits').kits;
}

export const kitsQueryOptions = (viewer: number | null) =>
  queryOptions({ queryKey: queryKeys.kits(viewer), queryFn: getKits });

export function useKits() {
  const { user } = useSession();
  return useQuery(kitsQueryOptions(user?.id ?? null));
}
