import type { ErrorBody } from './app-error.js';

/** What a code means to a client: the HTTP status it always comes with, and when it is sent. */
export interface ErrorCodeDefinition {
  readonly status: number;
  readonly meaning: string;
}

declare const declared: unique symbol;

/** A code declared through `declareErrorCodes`; an AppError takes no other module code. */
export type DeclaredErrorCode<Name extends string = string> = Name & { readonly [declared]: true };

const catalogue = new Map<string, ErrorCodeDefinition>();

/**
 * Adds codes to the one catalogue the exception filter and the OpenAPI document read. Common
 * declares the generic transport codes; each module declares its own in its `*.errors.ts`, beside
 * the errors that use them, so a code is declared before anything can throw it.
 */
export function declareErrorCodes<const Codes extends Record<string, ErrorCodeDefinition>>(
  codes: Codes,
): { readonly [Name in keyof Codes & string]: DeclaredErrorCode<Name> } {
  for (const [name, definition] of Object.entries(codes)) {
    const known = catalogue.get(name);
    if (known && (known.status !== definition.status || known.meaning !== definition.meaning)) {
      throw new Error(`Error code ${name} is declared twice with different meanings`);
    }
    catalogue.set(name, definition);
  }
  return Object.fromEntries(Object.keys(codes).map((name) => [name, name])) as never;
}

export function errorCodeDefinition(code: string): ErrorCodeDefinition {
  const definition = catalogue.get(code);
  if (!definition) throw new Error(`Error code ${code} is not declared`);
  return definition;
}

/** Every declared code, by status and then by name, so the document does not depend on import order. */
export function declaredErrorCodes(): string[] {
  return [...catalogue.entries()]
    .sort(([a, first], [b, second]) => first.status - second.status || (a < b ? -1 : 1))
    .map(([name]) => name);
}

/** "- CODE (status): meaning" lines, for the OpenAPI document. */
export const describeErrorCodes = (codes: readonly string[] = declaredErrorCodes()): string =>
  codes
    .map((code) => {
      const { status, meaning } = errorCodeDefinition(code);
      return `- ${code} (${status}): ${meaning}`;
    })
    .join('\n');

/** An error whose body a client may see in place of a database failure. */
export type ErrorFactory = () => { toBody(): ErrorBody };

const uniqueViolations = new Map<string, ErrorFactory>();

/**
 * Names the error a unique index's violation stands for, so two requests that passed the same
 * uniqueness check at once give the loser the answer it would have got had it come second. Modules
 * declare theirs in their `*.errors.ts`, as they declare their codes.
 */
export function declareUniqueViolations(errors: Readonly<Record<string, ErrorFactory>>): void {
  for (const [constraint, error] of Object.entries(errors)) uniqueViolations.set(constraint, error);
}

/** The error declared for a unique index, if any. */
export const uniqueViolationError = (constraint: string | undefined): ErrorFactory | undefined =>
  constraint === undefined ? undefined : uniqueViolations.get(constraint);
