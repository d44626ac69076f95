import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';

export interface RecoverPasswordInput {
  token: string;
  new_password: string;
  new_retyped_password: string;
}

export async function recoverPassword(input: RecoverPasswordInput) {
  return unwrap(apiClient.POST('/api/v1/password-recover', { body: input }));
}

export function useRecoverPassword() {
  return useMutation({ mutationFn: recoverPassword });
}
