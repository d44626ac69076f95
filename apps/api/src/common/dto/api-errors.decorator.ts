import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import type { ErrorCodeName } from '../errors/app-error.js';
import { CommonErrorCodes } from '../errors/common-error-codes.js';
import { errorCodeDefinition } from '../errors/error-catalog.js';
import { ErrorResponseDto } from './error-response.dto.js';

const { VALIDATION_FAILED, BAD_REQUEST, UNAUTHORIZED, FORBIDDEN, NOT_FOUND } = CommonErrorCodes;
const { CONFLICT, PAYLOAD_TOO_LARGE, UNSUPPORTED_MEDIA_TYPE, TOO_MANY_REQUESTS } = CommonErrorCodes;

/** The generic codes a bare status stands for. */
const codesOfStatus: Record<number, ErrorCodeName[]> = {
  400: [VALIDATION_FAILED, BAD_REQUEST],
  401: [UNAUTHORIZED],
  403: [FORBIDDEN],
  404: [NOT_FOUND],
  409: [CONFLICT],
  413: [PAYLOAD_TOO_LARGE],
  415: [UNSUPPORTED_MEDIA_TYPE],
  429: [TOO_MANY_REQUESTS],
};

/** Each code on its own line with what it means, e.g. "- WEBINAR_HAS_LEARNERS: …". */
const describe = (codes: readonly string[]) =>
  codes.map((code) => `- ${code}: ${errorCodeDefinition(code).meaning}`).join('\n') || 'Error';

/**
 * Documents the error responses an endpoint can give, all with the common error body. A status
 * stands for its generic codes (400: VALIDATION_FAILED and BAD_REQUEST), a code for itself under
 * its own status; each response's description lists its codes.
 */
export const ApiErrors = (...errors: (number | ErrorCodeName)[]) => {
  const codesByStatus = new Map<number, string[]>();
  for (const error of errors) {
    const status = typeof error === 'number' ? error : errorCodeDefinition(error).status;
    const codes = typeof error === 'number' ? (codesOfStatus[error] ?? []) : [error];
    codesByStatus.set(status, [...(codesByStatus.get(status) ?? []), ...codes]);
  }
  return applyDecorators(
    ...[...codesByStatus].map(([status, codes]) =>
      ApiResponse({ status, description: describe(codes), type: ErrorResponseDto }),
    ),
  );
};
