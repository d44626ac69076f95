import { type ApiClient, createApiClient, type Schemas } from '@course-shop/api-client';
import type { TestApp } from './test-app.js';

/** A placeholder origin: the fetch below swaps in the one the app listens on. */
const PLACEHOLDER_ORIGIN = 'http://app.test';

export type ErrorBody = Schemas['ErrorResponseDto'];
export type ErrorCode = Schemas['ErrorCode'];

/** Who the client acts as: a `Session` from the factories fits; no token means anonymous. */
export interface Viewer {
  token?: string | null;
}

/**
 * The SPA's own typed client (`@course-shop/api-client`) bound to the test app, so paths,
 * parameters and bodies are checked against openapi.yaml at compile time.
 */
export function api(t: Pick<TestApp, 'app'>, viewer: Viewer = {}): ApiClient {
  return createApiClient({
    baseUrl: PLACEHOLDER_ORIGIN,
    getToken: () => viewer.token,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const { pathname, search } = new URL(request.url);
      return fetch(new URL(`${pathname}${search}`, await listeningOrigin(t.app)), {
        method: request.method,
        headers: request.headers,
        body: request.body ? await request.arrayBuffer() : null,
        // A redirect is an answer to check, as the browser-return endpoints give.
        redirect: 'manual',
      });
    },
  });
}

const origins = new WeakMap<TestApp['app'], Promise<string>>();

/**
 * Starts the app listening on a free port of 127.0.0.1 the first time a client needs it; the app's
 * `close()` stops it. `fastify.inject` would need no port, but light-my-request requires the
 * ESM-only `cookie` package, which jest cannot load from CommonJS on Node 20. Supertest finds the
 * server listening and sends its requests there too.
 */
function listeningOrigin(app: TestApp['app']): Promise<string> {
  let origin = origins.get(app);
  if (!origin) {
    // An app created with `listen` already serves on its own port.
    origin = app.getHttpServer().address()
      ? app.getUrl()
      : app.listen(0, '127.0.0.1').then(() => app.getUrl());
    origins.set(app, origin);
  }
  return origin;
}

/** What every call of the typed client answers: the parsed body under `data` or `error`. */
export interface ApiResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/**
 * Asserts the call succeeded with `status` and returns the typed body. On failure the message
 * shows the error body the API answered.
 */
export function expectOk<Result extends ApiResult>(
  result: Result,
  status = 200,
): NonNullable<Result['data']> {
  expect({ status: result.response.status, error: result.error }).toEqual({
    status,
    error: undefined,
  });
  return result.data as NonNullable<Result['data']>;
}

/**
 * Asserts the call failed with `status` (and `code`, when given) and an error body of the shared
 * shape `{ statusCode, code, message, errors? }`, and returns that body.
 */
export function expectError(result: ApiResult, status: number, code?: ErrorCode): ErrorBody {
  // A success body, when there is one, makes a failure here easy to read.
  expect({ status: result.response.status, body: result.error ?? result.data }).toMatchObject({
    status,
    body: {
      statusCode: status,
      code: code ?? expect.any(String),
      message: expect.any(String),
    },
  });
  return result.error as ErrorBody;
}
