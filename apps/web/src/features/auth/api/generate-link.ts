import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';

/** Asks for a password-reset e-mail; the API answers { message: 'ok' } whether or not the e-mail exists. */
export async function generateLink(email: string) {
  return unwrap(apiClient.POST('/api/v1/generate-link', { body: { email } }));
}

export function useGenerateLink() {
  return useMutation({ mutationFn: generateLink });
}
