import { ProviderError } from './payment-provider.js';

/** The part of `fetch` the adapters use; tests pass a fake. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** How long a provider may take to answer; Tinkoff itself waits 10 s for us. */
export const PROVIDER_TIMEOUT_MS = 10_000;

export const Unreachable = {
  checkout: 'Платёжный сервис не отвечает. Попробуйте ещё раз через несколько минут',
  status: 'Не удалось узнать статус платежа у платёжного сервиса. Попробуйте позже',
} as const;

/**
 * One request to a provider, answered with the response text. A network error, a timeout or a
 * non-2xx answer becomes a ProviderError: `message` for the learner, `detail` naming the call and
 * the technical reason (never the URL, whose query may carry a signature).
 */
export async function requestText(
  fetchFn: FetchLike,
  call: { name: string; url: string; init: RequestInit; failMessage: string },
): Promise<string> {
  let response: Response;
  try {
    response = await fetchFn(call.url, {
      ...call.init,
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new ProviderError(call.failMessage, `${call.name}: ${reason}`);
  }
  if (!response.ok) {
    throw new ProviderError(call.failMessage, `${call.name}: HTTP ${response.status}`);
  }
  try {
    return await response.text();
  } catch (error) {
    throw new ProviderError(call.failMessage, `${call.name}: body unreadable (${String(error)})`);
  }
}

/** A JSON object from a provider's answer; a ProviderError when the text is not one. */
export function parseJsonObject(
  text: string,
  call: { name: string; failMessage: string },
): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ProviderError(call.failMessage, `${call.name}: answer is not JSON`);
  }
  if (!isRecord(value)) {
    throw new ProviderError(call.failMessage, `${call.name}: answer is not an object`);
  }
  return value;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
