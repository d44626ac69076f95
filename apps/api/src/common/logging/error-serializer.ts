/**
 * What an error looks like in the log. A failed statement must not carry the values it was run with
 * into the log: TypeORM's QueryFailedError holds the statement's `parameters` (password hashes,
 * logins, phones, message texts) and PostgreSQL's `detail` ("Key (login)=(…)", "Failing row
 * contains (…)"). Database errors are therefore written from an allowlist, and every other error
 * loses those keys wherever they appear.
 */

type ErrorLike = Error & Record<string, unknown>;

/** Fields of a PostgreSQL error that say what failed without saying with which values. */
const DATABASE_ERROR_FIELDS = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
] as const;

/** Keys that hold a statement's values (or the whole driver error holding them). */
const VALUE_KEYS = new Set(['parameters', 'detail', 'where', 'internalQuery', 'driverError']);

const MAX_DEPTH = 3;

const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as Error).message === 'string';

/** A TypeORM QueryFailedError or a raw PostgreSQL error. */
const isDatabaseError = (error: ErrorLike): boolean =>
  'driverError' in error ||
  'parameters' in error ||
  (typeof error.severity === 'string' && typeof error.code === 'string');

/** SQL with its string literals blanked; TypeORM binds values as $n, but a raw query may inline some. */
export function maskSqlLiterals(sql: string): string {
  return sql.replace(/'(?:[^']|'')*'/g, "'…'");
}

/**
 * A PostgreSQL message with the offending value blanked: input errors quote it after a colon
 * (`invalid input syntax for type integer: "abc"`) or after "value" (`value "…" is out of range`);
 * quoted names of constraints, tables and columns stay.
 */
export function maskDatabaseMessage(message: string): string {
  return message.replace(/: ".*"$/s, ': "…"').replace(/\bvalue "[^"]*"/g, 'value "…"');
}

/** The parts of a database error fit for a log line. */
export function databaseErrorSummary(error: unknown): Record<string, unknown> {
  if (!isErrorLike(error)) return { message: maskDatabaseMessage(String(error)) };
  const summary: Record<string, unknown> = { message: maskDatabaseMessage(error.message) };
  for (const field of DATABASE_ERROR_FIELDS) {
    if (error[field] !== undefined) summary[field] = error[field];
  }
  return summary;
}

function serialize(error: ErrorLike, depth: number): Record<string, unknown> {
  const type = error.constructor?.name || error.name;
  if (isDatabaseError(error)) {
    const summary = databaseErrorSummary(error);
    return {
      type,
      ...summary,
      ...(typeof error.query === 'string' ? { query: maskSqlLiterals(error.query) } : {}),
      stack: error.stack?.replace(error.message, summary.message as string),
    };
  }
  const serialized: Record<string, unknown> = { type, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error)) {
    if (VALUE_KEYS.has(key) || key in serialized) continue;
    serialized[key] = isErrorLike(value) ? nested(value, depth) : value;
  }
  if (isErrorLike(error.cause)) serialized.cause = nested(error.cause, depth);
  if (Array.isArray(error.errors)) {
    serialized.errors = error.errors.map((item: unknown) =>
      isErrorLike(item) ? nested(item, depth) : item,
    );
  }
  return serialized;
}

const nested = (error: ErrorLike, depth: number) =>
  depth >= MAX_DEPTH
    ? { type: error.constructor?.name, message: '[nested too deep]' }
    : serialize(error, depth + 1);

/** The pino serializer of `err`. */
export function serializeError(error: unknown): unknown {
  return isErrorLike(error) ? serialize(error, 0) : error;
}
