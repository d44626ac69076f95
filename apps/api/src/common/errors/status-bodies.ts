import type { ErrorBody } from './app-error.js';
import { CommonErrorCodes, type CommonErrorCodeName } from './common-error-codes.js';
import { errorCodeDefinition } from './error-catalog.js';
import { Messages } from './messages.js';

/** The generic answer for a status that no more specific error explains. */
const byStatus: Record<number, { code: CommonErrorCodeName; message: string }> = {
  400: { code: CommonErrorCodes.BAD_REQUEST, message: Messages.badRequest },
  401: { code: CommonErrorCodes.UNAUTHORIZED, message: Messages.unauthorized },
  403: { code: CommonErrorCodes.FORBIDDEN, message: Messages.forbidden },
  404: { code: CommonErrorCodes.NOT_FOUND, message: Messages.notFound },
  408: { code: CommonErrorCodes.REQUEST_TIMEOUT, message: Messages.requestTimeout },
  409: { code: CommonErrorCodes.CONFLICT, message: Messages.conflict },
  413: { code: CommonErrorCodes.PAYLOAD_TOO_LARGE, message: Messages.payloadTooLarge },
  414: { code: CommonErrorCodes.URI_TOO_LONG, message: Messages.uriTooLong },
  415: { code: CommonErrorCodes.UNSUPPORTED_MEDIA_TYPE, message: Messages.unsupportedMediaType },
  429: { code: CommonErrorCodes.TOO_MANY_REQUESTS, message: Messages.tooManyRequests },
  431: { code: CommonErrorCodes.REQUEST_HEADERS_TOO_LARGE, message: Messages.headersTooLarge },
  503: { code: CommonErrorCodes.SERVICE_UNAVAILABLE, message: Messages.unavailable },
};

/** The contract's body for a bare HTTP status; an unlisted 4xx becomes a plain 400, a 5xx nothing. */
export function bodyForStatus(status: number): ErrorBody | undefined {
  const known = byStatus[status] ?? (status >= 400 && status < 500 ? byStatus[400] : undefined);
  return known && { statusCode: errorCodeDefinition(known.code).status, ...known };
}
