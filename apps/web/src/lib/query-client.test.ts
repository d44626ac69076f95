import { describe, expect, it } from 'vitest';
import { ApiRequestError, EmptyResponseError } from './api-error';
import { createQueryClient } from './query-client';
import { ServerValidationError } from './server-data';

const retry = createQueryClient().getDefaultOptions().queries?.retry as (
  failureCount: number,
  error: unknown,
) => boolean;

describe('query retries', () => {
  it.each([
    ['a 400', new ApiRequestError(400, null)],
    ['a 401', new ApiRequestError(401, null)],
    ['a 404', new ApiRequestError(404, null)],
    ['a schema mismatch', new ServerValidationError('user', [])],
  ])('never retries %s: asking again gives the same answer', (_case, error) => {
    expect(retry(0, error)).toBe(false);
  });

  it.each([
    ['a 503', new ApiRequestError(503, null)],
    ['an empty answer', new EmptyResponseError()],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('retries %s twice, then gives up', (_case, error) => {
    expect(retry(0, error)).toBe(true);
    expect(retry(1, error)).toBe(true);
    expect(retry(2, error)).toBe(false);
  });
});
