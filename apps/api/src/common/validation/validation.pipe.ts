import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { AppError } from '../errors/app-error.js';
import { Messages } from '../errors/messages.js';

function collect(errors: ValidationError[], prefix = '', into: Record<string, string[]> = {}) {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const messages = Object.entries(error.constraints ?? {}).map(([rule, text]) =>
      rule === 'whitelistValidation' ? Messages.unknownField(error.property) : text,
    );
    if (messages.length > 0) into[path] = messages;
    if (error.children?.length) collect(error.children, path, into);
  }
  return into;
}

const isUnknownField = (error: ValidationError) => Boolean(error.constraints?.whitelistValidation);

/**
 * Path parameters reach their own pipe (idParamPipe) as the raw string: the stock conversion would
 * turn '0x1' into 1 and '-1' into -1 before that pipe could refuse them.
 */
class AppValidationPipe extends ValidationPipe {
  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'param' ? value : super.transformPrimitive(value, metadata);
  }
}

/**
 * Validates every body and query against its DTO. Unknown fields are refused, which is what keeps
 * roles, tokens and the login out of profile updates (no mass assignment).
 */
export function createValidationPipe(): ValidationPipe {
  return new AppValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      // Fields the DTO knows come first, so the form's error line names a field the user can fix.
      const ordered = [...errors].sort(
        (a, b) => Number(isUnknownField(a)) - Number(isUnknownField(b)),
      );
      const fieldErrors = collect(ordered);
      const first = Object.values(fieldErrors)[0]?.[0] ?? Messages.validationFailed;
      return new AppError('VALIDATION_FAILED', first, fieldErrors);
    },
  });
}
