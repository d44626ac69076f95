import { HttpException } from '@nestjs/common';
// Declares the generic codes before any AppError can use one.
import './common-error-codes.js';
import type { CommonErrorCodeName } from './common-error-codes.js';
import { type DeclaredErrorCode, errorCodeDefinition } from './error-catalog.js';

/** A generic code by name, or a module's code as its `*.errors.ts` declared it. */
export type ErrorCodeName = CommonErrorCodeName | DeclaredErrorCode;

export interface ErrorBody {
  statusCode: number;
  code: ErrorCodeName;
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
    super(message, errorCodeDefinition(code).status);
  }

  /** An error about one request field: its message is both the form's error line and the field's. */
  static onField(code: ErrorCodeName, field: string, message: string): AppError {
    return new AppError(code, message, { [field]: [message] });
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
