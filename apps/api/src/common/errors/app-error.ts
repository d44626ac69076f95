import { HttpException } from '@nestjs/common';

/** Stable error codes of decisions.md §1; modules add their own beside these. */
export const ErrorCode = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  LOGIN_TAKEN: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;

export interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  errors?: Record<string, string[]>;
}

/** An error meant for the client: a stable code, a Russian message fit for a form, optional field errors. */
export class AppError extends HttpException {
  constructor(
    readonly code: ErrorCodeName,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message, ErrorCode[code]);
  }

  toBody(): ErrorBody {
    return {
      statusCode: this.getStatus(),
      code: this.code,
      message: this.message,
      ...(this.fieldErrors ? { errors: this.fieldErrors } : {}),
    };
  }
}
