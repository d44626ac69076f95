import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';
import { refreshAccessFlags } from '@/lib/session/access-flags';
import { startSession } from '@/lib/session/session-store';
import { authenticatedUserSchema, parseUser } from '@/lib/session/user-schema';

export interface LoginInput {
  login: string;
  password: string;
}

export async function login(input: LoginInput) {
  const data = await unwrap(apiClient.POST('/api/v1/get-token', { body: input }));
  return parseUser(authenticatedUserSchema, data.user);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (user) => {
      startSession(user);
      queryClient.removeQueries({ queryKey: queryKeys.currentUser });
      // Spec §4: the two follow-up loads after login.
      void refreshAccessFlags();
    },
  });
}
