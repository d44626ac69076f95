// zod/mini, not zod: this file is on every first visit, which classic zod's methods (and its JSON
// Schema code) would grow by 9 KB gzip. Mini is functional: `z.nullable(x)`, `z.optional(x)`,
// `x.check(z.minLength(1))`, `z.extend(schema, {…})`.
import { z } from 'zod/mini';
import type { Schemas } from '@course-shop/api-client';
import { matchesApi, valuesOf } from './api-contract';
import { ServerValidationError } from './server-data';

export type ApiErrorBody = Schemas['ErrorResponseDto'];

/** Every code an error answer can carry. */
const errorCodes = valuesOf<Schemas['ErrorCode']>()([
  'ANSWERS_DO_NOT_MATCH_QUESTIONS',
  'BAD_REQUEST',
  'INVALID_RESET_TOKEN',
  'VALIDATION_FAILED',
  'WRONG_OLD_PASSWORD',
  'INVALID_CREDENTIALS',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'SCHOOL_ACCESS_REQUIRED',
  'ANSWER_NOT_FOUND',
  'ATTEMPT_NOT_FOUND',
  'CERTIFICATE_NOT_FOUND',
  'COMPETENCE_NOT_FOUND',
  'CONSULTATION_REQUEST_NOT_FOUND',
  'CUSTOM_PRICE_NOT_FOUND',
  'EXERCISE_NOT_FOUND',
  'FILE_NOT_FOUND',
  'KIT_NOT_FOUND',
  'LESSON_NOT_FOUND',
  'NOT_FOUND',
  'QUESTION_NOT_FOUND',
  'SCHOOL_NOT_FOUND',
  'TARIFF_NOT_FOUND',
  'USER_NOT_FOUND',
  'WEBINAR_NOT_FOUND',
  'REQUEST_TIMEOUT',
  'ATTEMPT_TRANSITION_NOT_ALLOWED',
  'ATTEMPT_UNDER_REVIEW',
  'CANNOT_REVOKE_OWN_ADMIN',
  'CONFLICT',
  'EXERCISE_ALREADY_FINISHED',
  'EXERCISE_NOT_OPEN',
  'KIT_HAS_LEARNERS',
  'LOGIN_TAKEN',
  'REFERENCE_CONFLICT',
  'TARIFF_INACTIVE',
  'WEBINAR_HAS_LEARNERS',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'REQUEST_HEADERS_TOO_LARGE',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  'PAYMENT_CALLBACK_REJECTED',
  'PAYMENT_NOT_FOUND',
  'PRODUCT_ALREADY_OWNED',
  'PAYMENT_CURRENCY_UNAVAILABLE',
  'PAYMENT_NOT_REFUNDABLE',
  'PAYMENT_PROVIDER_FAILED',
  'PAYMENT_PROVIDER_UNAVAILABLE',
]);

/** Built on the first error answer, not as every first visit loads the module. */
const apiErrorBodySchema = z.lazy(() =>
  matchesApi<ApiErrorBody>()(
    z.object({
      statusCode: z.number(),
      code: z.enum(errorCodes),
      message: z.string(),
      errors: z.optional(z.record(z.string(), z.array(z.string()))),
    }),
  ),
);

/** An HTTP error answer of the API, keeping the parsed body when it has the documented shape. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | null;

  constructor(status: number, body: unknown) {
    const parsed = apiErrorBodySchema.safeParse(body);
    super(parsed.success ? parsed.data.message : `HTTP ${status}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = parsed.success ? parsed.data : null;
  }
}

export class EmptyResponseError extends Error {
  constructor() {
    super('Empty response');
    this.name = 'EmptyResponseError';
  }
}

/** What an openapi-fetch call resolves to. */
export interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Turns an openapi-fetch result into data or a thrown error; an empty answer is an error too. */
export async function unwrap<T>(request: Promise<FetchResult<T>>): Promise<NonNullable<T>> {
  const { data, error, response } = await request;
  if (!response.ok || error !== undefined) throw new ApiRequestError(response.status, error);
  if (data === undefined || data === null) throw new EmptyResponseError();
  return data as NonNullable<T>;
}

/**
 * Text for a form's error line: the server's message; else the generic text; else
 * 'Unknown error'. A schema mismatch says texts.validation when given.
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
