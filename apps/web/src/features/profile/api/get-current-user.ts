import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';
import { updateSessionUser } from '@/lib/session/session-store';
import { parseServerData } from '@/lib/server-data';
import { userSchema } from '@/lib/session/user-schema';

export async function getCurrentUser() {
  const data = await unwrap(apiClient.GET('/api/v1/user/current'));
  const user = parseServerData(userSchema, data.user, 'user');
  updateSessionUser(user);
  return user;
}

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.currentUser, queryFn: getCurrentUser });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
