import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { webinarResponseSchema } from '@/lib/catalog/schemas';
import { queryKeys } from '@/lib/query-keys';
import { parseServerData } from '@/lib/server-data';
import { useSession } from '@/lib/session/session-store';

/** GET /api/v2/user/webinars/{id}: video_url is set only in the can_view state. */
export async function getOwnedWebinar(id: number) {
  const data = await unwrap(
    apiClient.GET('/api/v2/user/webinars/{id}', { params: { path: { id } } }),
  );
  return parseServerData(webinarResponseSchema, data, 'webinar').webinar;
}

export const ownedWebinarQueryOptions = (viewer: number | null, id: number) =>
  queryOptions({ queryKey: queryKeys.webinar(viewer, id), queryFn: () => getOwnedWebinar(id) });

export function useOwnedWebinar(id: number) {
  const { user } = useSession();
  return useQuery(ownedWebinarQueryOptions(user?.id ?? null, id));
}
