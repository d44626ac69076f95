import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';
import { refreshAccessFlags } from '@/lib/session/access-flags';
import { startSession } from '@/lib/session/session-store';
import { parseServerData } from '@/lib/server-data';
import { authenticatedUserSchema } from '@/lib/session/user-schema';

export interface RegisterInput {
  login: string;
  password: string;
  cellphone: string;
  first_name: string;
  last_name: string;
}

export async function register(input: RegisterInput) {
  const data = await unwrap(apiClient.POST('/api/v1/register', { body: input }));
  return parseServerData(authenticatedUserSchema, data.user, 'user');
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      startSession(user);
      queryClient.removeQueries({ queryKey: queryKeys.currentUser });
      void refreshAccessFlags();
    },
  });
}
