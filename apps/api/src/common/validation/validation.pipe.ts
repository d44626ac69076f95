import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { AppError } from '../errors/app-error.js';
import { Messages } from '../errors/messages.js';
import { pathsWithForbiddenCharacters } from './forbidden-characters.js';

const cyrillic = /[А-Яа-яЁё]/;

/**
 * The Russian text of a failed rule. Rules of the framework (an unknown field, a body that is not an
 * object) and any rule declared without a message of its own speak English: they get a Russian one.
 */
function russianMessage(rule: string, text: string, property: string): string {
  if (rule === 'whitelistValidation') return Messages.unknownField(property);
  if (rule === 'isObject') return Messages.objectExpected;
  return cyrillic.test(text) ? text : Messages.invalidValue;
}

function collect(errors: ValidationError[], prefix = '', into: Record<string, string[]> = {}) {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const messages = Object.entries(error.constraints ?? {}).map(([rule, text]) =>
      russianMessage(rule, text, error.property),
    );
    if (messages.length > 0) into[path] = messages;
    if (error.children?.length) collect(error.children, path, into);
  }
  return into;
}

const isUnknownField = (error: ValidationError) => Boolean(error.constraints?.whitelistValidation);

class AppValidationPipe extends ValidationPipe {
  /** Values of custom decorators (the current user) come from the server, not the request. */
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'custom') return super.transform(value, metadata);
    refuseForbiddenCharacters(value, metadata);
    refuseNonObjectBody(value, metadata);
    return super.transform(value, metadata);
  }

  /**
   * Path parameters reach their own pipe (idParamPipe) as the raw string: the stock conversion
   * would turn '0x1' into 1 and '-1' into -1 before that pipe could refuse them.
   */
  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'param' ? value : super.transformPrimitive(value, metadata);
  }
}

/** One rule for every body, query and path parameter, whether or not a DTO describes it. */
function refuseForbiddenCharacters(value: unknown, metadata: ArgumentMetadata): void {
  const paths = pathsWithForbiddenCharacters(
    value,
    typeof value === 'string' ? (metadata.data ?? metadata.type) : '',
  );
  if (paths.length === 0) return;
  throw new AppError(
    'VALIDATION_FAILED',
    Messages.invalidCharacterIn(paths[0]!),
    Object.fromEntries(paths.map((path) => [path, [Messages.invalidCharacter]])),
  );
}

const primitiveTypes: unknown[] = [String, Number, Boolean, Array, Object];

/**
 * A body described by a DTO must be a JSON object (or absent, which reads as empty): an array, a
 * string, a number or null is refused as a whole rather than checked field by field, where an
 * array's `length` would pass for a field.
 */
function refuseNonObjectBody(value: unknown, metadata: ArgumentMetadata): void {
  const describedByDto =
    metadata.type === 'body' &&
    typeof metadata.metatype === 'function' &&
    !primitiveTypes.includes(metadata.metatype);
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!describedByDto || value === undefined || isObject) return;
  throw new AppError('VALIDATION_FAILED', Messages.objectExpected, {
    body: [Messages.objectExpected],
  });
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
