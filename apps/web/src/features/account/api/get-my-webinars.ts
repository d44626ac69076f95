import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { webinarListResponseSchema } from '@/lib/catalog/schemas';
import { queryKeys } from '@/lib/query-keys';
import { parseServerData } from '@/lib/server-data';
import { useSession } from '@/lib/session/session-store';

/** GET /api/v2/user/webinars/my: courses the viewer owns or owned, with state and expiry. */
export async function getMyWebinars() {
  const data = await unwrap(apiClient.GET('/api/v2/user/webinars/my'));
  return parseServerData(webinarListResponseSchema, data, 'my webinars').webinars;
}

export const myWebinarsQueryOptions = (viewer: number | null) =>
  queryOptions({ queryKey: queryKeys.myWebinars(viewer), queryFn: getMyWebinars });

export function useMyWebinars() {
  const { user } = useSession();
  return useQuery(myWebinarsQueryOptions(user?.id ?? null));
}
