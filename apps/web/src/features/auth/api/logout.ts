import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { resetAuthModal } from '@/lib/auth-modal';
import { clearSession, getToken } from '@/lib/session/session-store';

/** Revokes the token on the server; the local session is cleared whatever the answer. */
export async function logout() {
  // The shared client adds the bearer token itself.
  if (!getToken()) return;
  try {
    await apiClient.POST('/api/v1/logout');
  } catch (error) {
    console.warn('[auth] logout request failed', error);
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      resetAuthModal();
      clearSession();
      queryClient.clear();
    },
  });
}
