import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { webinarListResponseSchema } from '@/lib/catalog/schemas';
import { queryKeys } from '@/lib/query-keys';
import { parseServerData } from '@/lib/server-data';
import { useSession } from '@/lib/session/session-store';

/** GET /api/v2/user/webinars: active courses in display order. */
export async function getWebinars() {
  const data = await unwrap(apiClient.GET('/api/v2/user/webinars'));
  return parseServerData(webinarListResponseSchema, data, 'webinars').webinars;
}

export const webinarsQueryOptions = (viewer: number | null) =>
  queryOptions({ queryKey: queryKeys.webinars(viewer), queryFn: getWebinars });

export function useWebinars() {
  const { user } = useSession();
  return useQuery(webinarsQueryOptions(user?.id ?? null));
}
