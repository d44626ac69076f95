import { createApiClient, type ApiClient } from '@course-shop/api-client';
import { env } from '@/config/env';
import { ApiRequestError, EmptyResponseError } from './api-error';
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

/**
 * A JSON call for endpoints documented in docs/catalog-contract.md but not yet in the generated
 * schema: same origin and token as the typed client; an HTTP error throws ApiRequestError and an
 * empty body EmptyResponseError, exactly like unwrap(). Callers check the answer with zod.
 */
export async function requestJson(
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<unknown> {
  const token = getToken();
  const response = await fetch(`${env.apiBaseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Accept: 'application/json',
      ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiRequestError(response.status, body);
  if (body === null || body === undefined) throw new EmptyResponseError();
  return body;
}
