import { createApiClient, type ApiClient } from '@course-shop/api-client';
import { env } from '@/config/env';
import { getToken } from './session/session-store';

/** The one API client of the app: same origin, Bearer token read from the session on every request. */
export const apiClient: ApiClient = createApiClient({
  baseUrl: env.apiBaseUrl,
  getToken,
  // Resolved per call so tests (and any later fetch wrapper) can replace the network boundary.
  fetch: (...args: Parameters<typeof fetch>) => globalThis.fetch(...args),
});

/**
 * For endpoints not in the generated contract yet (spec §4 ownership flags).
 * Same origin and token as the typed client; answers the status and parsed body.
 */
export async function fetchUntyped(path: string): Promise<{ status: number; body: unknown }> {
  const token = getToken();
  const response = await fetch(`${env.apiBaseUrl}${path}`, {
    headers: {
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  const body: unknown = await response.json().catch(() => null);
  return { status: response.status, body };
}
