import type { FetchLike } from '../../src/modules/payments/providers/provider-http.js';

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * A `fetch` for the payment adapters' unit tests: records every request and answers with what
 * `answer` builds (a Response, or a rejection to play a network failure).
 */
export function fakeFetch(answer: (request: RecordedRequest) => Response | Promise<Response>) {
  const requests: RecordedRequest[] = [];
  const fetchFn: FetchLike = async (url, init) => {
    const request = {
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: typeof init.body === 'string' ? init.body : '',
    };
    requests.push(request);
    return answer(request);
  };
  return { fetchFn, requests };
}

export const jsonAnswer = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
