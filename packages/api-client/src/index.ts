import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, paths } from './schema.js';

export type { components, paths };
export type Schemas = components['schemas'];
export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Origin the API is served from; paths already start with `/api`. Empty means same origin. */
  baseUrl?: string;
  /** Read on every request, so a login or logout takes effect without rebuilding the client. */
  getToken: () => string | null | undefined;
  fetch?: typeof fetch;
}

/** The error body every endpoint answers with. */
export interface ApiErrorBody {
  statusCode: number;
  code: string;
  message: string;
  errors?: Record<string, string[]>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const bearer: Middleware = {
    onRequest({ request }) {
      const token = options.getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
  client.use(bearer);
  return client;
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiErrorBody).message === 'string' &&
    typeof (value as ApiErrorBody).statusCode === 'number'
  );
}
