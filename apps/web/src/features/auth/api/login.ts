import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';
import { refreshAccessFlags } from '@/lib/session/access-flags';
import { startSession } from '@/lib/session/session-store';
import { parseServerData } from '@/lib/server-data';
import { authenticatedUserSchema } from '@/lib/session/user-schema';

export interface LoginInput {
  login: string;
  password: string;
}

export async function login(input: LoginInput) {
  const data = await unwrap(apiClient.POST('/api/v1/get-token', { body: input }));
  return parseServerData(authenticatedUserSchema, data.user, 'user');
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (user) => {
      startSession(user);
      queryClient.removeQueries({ queryKey: queryKeys.currentUser });
      // The account menu's items depend on what the user owns, so load that right away.
      void refreshAccessFlags();
    },
  });
}
