import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { kitResponseSchema } from '@/lib/catalog/schemas';
import { queryKeys } from '@/lib/query-keys';
import { parseServerData } from '@/lib/server-data';
import { useSession } from '@/lib/session/session-store';

/** GET /api/v2/user/kits/{id} for the owner page (same cache entry as the public kit page). */
export async function getOwnedKit(id: number) {
  const data = await unwrap(apiClient.GET('/api/v2/user/kits/{id}', { params: { path: { id } } }));
  return parseServerData(kitResponseSchema, data, 'kit').kit;
}

export const ownedKitQueryOptions = (viewer: number | null, id: number) =>
  queryOptions({ queryKey: queryKeys.kit(viewer, id), queryFn: () => getOwnedKit(id) });

export function useOwnedKit(id: number) {
  const { user } = useSession();
  return useQuery(ownedKitQueryOptions(user?.id ?? null, id));
}
