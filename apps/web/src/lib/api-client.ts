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
