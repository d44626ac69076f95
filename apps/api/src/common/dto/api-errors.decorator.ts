import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from './error-response.dto.js';

const descriptions: Record<number, string> = {
  400: 'Invalid input (code VALIDATION_FAILED, Russian message, field errors)',
  401: 'No or invalid bearer token',
  403: 'The user lacks the required role',
  404: 'Not found',
  409: 'Conflict, e.g. the login is taken',
  413: 'The file or body is too large',
  415: 'Unsupported file or body type',
  429: 'Too many attempts',
};

/** Documents the error responses an endpoint can give, all with the common error body. */
export const ApiErrors = (...statuses: number[]) =>
  applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({ status, description: descriptions[status] ?? 'Error', type: ErrorResponseDto }),
    ),
  );
