import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { webinarResponseSchema } from '@/lib/catalog/schemas';
import { queryKeys } from '@/lib/query-keys';
import { parseServerData } from '@/lib/server-data';
import { useSession } from '@/lib/session/session-store';

/** GET /api/v2/user/webinars/{id}: one course with the viewer's state. */
export async function getWebinar(id: number) {
  const data = await unwrap(
    apiClient.GET('/api/v2/user/webinars/{id}', { params: { path: { id } } }),
  );
  return parseServerData(webinarResponseSchema, data, 'webinar').webinar;
}

export const webinarQueryOptions = (viewer: number | null, id: number) =>
  queryOptions({ queryKey: queryKeys.webinar(viewer, id), queryFn: () => getWebinar(id) });

export function useWebinar(id: number) {
  const { user } = useSession();
  return useQuery(webinarQueryOptions(user?.id ?? null, id));
}
