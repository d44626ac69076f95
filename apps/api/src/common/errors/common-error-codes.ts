import { declareErrorCodes } from './error-catalog.js';

/**
 * The transport-level codes any route can answer with, whichever module it belongs to. A rule of
 * one module gets a code of its own, declared in that module's `*.errors.ts`.
 */
export const CommonErrorCodes = declareErrorCodes({
  VALIDATION_FAILED: { status: 400, meaning: 'A field is invalid; `errors` names the fields' },
  BAD_REQUEST: {
    status: 400,
    meaning: 'The request cannot be read: malformed or too deeply nested JSON, a malformed URL',
  },
  UNAUTHORIZED: { status: 401, meaning: 'No, an unknown or a revoked bearer token' },
  FORBIDDEN: { status: 403, meaning: 'The user lacks the role, or does not own the item' },
  NOT_FOUND: { status: 404, meaning: 'No such route or item' },
  REQUEST_TIMEOUT: { status: 408, meaning: 'The request was not received in time' },
  CONFLICT: { status: 409, meaning: 'The change conflicts with the stored state' },
  REFERENCE_CONFLICT: {
    status: 409,
    meaning:
      'The change would break a link between records: the item is still referenced, or an item ' +
      'it refers to is gone',
  },
  PAYLOAD_TOO_LARGE: { status: 413, meaning: 'The body or the file is too large' },
  URI_TOO_LONG: { status: 414, meaning: 'A part of the path is too long' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, meaning: 'Unsupported body or file type' },
  TOO_MANY_REQUESTS: { status: 429, meaning: 'Throttled; try again later' },
  REQUEST_HEADERS_TOO_LARGE: { status: 431, meaning: 'The request headers are too large' },
  INTERNAL_ERROR: { status: 500, meaning: 'Unexpected failure; nothing is revealed' },
  SERVICE_UNAVAILABLE: { status: 503, meaning: 'A dependency (database, queue) is down' },
});

export type CommonErrorCodeName = keyof typeof CommonErrorCodes;
