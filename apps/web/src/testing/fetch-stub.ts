import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

export type Handler = (request: RecordedRequest) => { status?: number; body?: unknown } | undefined;

/**
 * Replaces the network boundary (global fetch) with handlers keyed by "METHOD /path".
 * Unhandled calls answer 404 with the API's error shape.
 */
export function stubFetch(handlers: Record<string, Handler>) {
  const calls: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    const text = request.method === 'GET' ? '' : await request.text();
    const recorded: RecordedRequest = {
      method: request.method,
      path: `${url.pathname}${url.search}`,
      body: text ? JSON.parse(text) : undefined,
      headers: request.headers,
    };
    calls.push(recorded);
    const handler = handlers[`${request.method} ${url.pathname}`];
    const answer = handler?.(recorded) ?? {
      status: 404,
      body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' },
    };
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}
