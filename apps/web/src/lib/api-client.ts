import { createApiClient, type ApiClient } from '@course-shop/api-client';
import { env } from '@/config/env';
import { adoptEarlyRead } from './early-reads';
import { getToken } from './session/session-store';

/** The one API client of the app: same origin, Bearer token read from the session on every request. */
export const apiClient: ApiClient = createApiClient({
  baseUrl: env.apiBaseUrl,
  getToken,
  // A read index.html started for this page is taken over (lib/early-reads.ts); the global fetch
  // is resolved per call so tests (and any later fetch wrapper) can replace the network boundary.
  fetch: (...args: Parameters<typeof fetch>) =>
    (args[0] instanceof Request ? adoptEarlyRead(args[0]) : undefined) ?? globalThis.fetch(...args),
});
