import { isApiErrorBody, type ApiErrorBody } from '@course-shop/api-client';
import { ServerValidationError } from './server-data';

/** An HTTP error answer of the API, keeping the parsed body when it has the documented shape. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | null;

  constructor(status: number, body: unknown) {
    const parsed = isApiErrorBody(body) ? body : null;
    super(parsed?.message ?? `HTTP ${status}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = parsed;
  }
}

export class EmptyResponseError extends Error {
  constructor() {
    super('Empty response');
    this.name = 'EmptyResponseError';
  }
}

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Turns an openapi-fetch result into data or a thrown error; null data counts as an error (spec §8). */
export async function unwrap<T>(request: Promise<FetchResult<T>>): Promise<NonNullable<T>> {
  const { data, error, response } = await request;
  if (!response.ok || error !== undefined) throw new ApiRequestError(response.status, error);
  if (data === undefined || data === null) throw new EmptyResponseError();
  return data as NonNullable<T>;
}

/**
 * Text for a form's error line (spec §8): the server's message; else the generic text;
 * else 'Unknown error'. A schema mismatch says texts.validation when given.
 */
export function errorMessage(
  error: unknown,
  texts: { generic: string; unknown: string; validation?: string },
): string {
  if (error instanceof ApiRequestError && error.body?.message) return error.body.message;
  if (error instanceof ServerValidationError && texts.validation) return texts.validation;
  if (error instanceof Error) return texts.generic;
  return texts.unknown;
}

/** A 404 answer: the item is missing or hidden from this viewer. */
export const isNotFound = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 404;
