import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { kitResponseSchema } from '@/lib/catalog/schemas';
import { queryKeys } from '@/lib/query-keys';
import { parseServerData } from '@/lib/server-data';
import { useSession } from '@/lib/session/session-store';

/** GET /api/v2/user/kits/{id}: a mismatch shows the server-validation text (spec §8). */
export async function getKit(id: number) {
  const data = await unwrap(apiClient.GET('/api/v2/user/kits/{id}', { params: { path: { id } } }));
  return parseServerData(kitResponseSchema, data, 'kit').kit;
}

export const kitQueryOptions = (viewer: number | null, id: number) =>
  queryOptions({ queryKey: queryKeys.kit(viewer, id), queryFn: () => getKit(id) });

export function useKit(id: number) {
  const { user } = useSession();
  return useQuery(kitQueryOptions(user?.id ?? null, id));
}
