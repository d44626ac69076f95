import type { RawResponse } from './raw-http.js';

/** A kind of broken promise; the report groups failures by it. */
export type Violation =
  | 'server error (5xx)'
  | 'stack trace or SQL in the body'
  | 'error body breaks the contract'
  | 'rejected request changed data'
  | 'no answer';

export interface Finding {
  violation: Violation;
  detail: string;
  /** What tells one cause from another within a violation; the report groups failures by it. */
  signature: string;
}

const CYRILLIC = /[А-Яа-яЁё]/;

/** Traces of the server's insides: a stack frame, a source path, an ORM or PostgreSQL error. */
const INTERNALS: [string, RegExp][] = [
  ['stack frame', /\bat (?:async )?[\w$.<>[\]]+ \(?[^\s()]+:\d+:\d+\)?/],
  ['source position', /[\w./-]+\.(?:ts|js|mjs|cjs):\d+:\d+/],
  ['node_modules path', /node_modules[\\/]/],
  ['QueryFailedError', /QueryFailedError|EntityNotFound|TypeORMError|EntityPropertyNotFound/],
  ['SQL SELECT', /\bSELECT\b[\s\S]{0,200}\bFROM\b/],
  ['SQL INSERT', /\bINSERT INTO\b/i],
  ['SQL UPDATE', /\bUPDATE\s+"?\w+"?\s+SET\b/],
  ['SQL DELETE', /\bDELETE FROM\b/i],
  ['PostgreSQL relation', /\brelation "[^"]*"/],
  ['PostgreSQL column', /\bcolumn "[^"]*"/],
  [
    'PostgreSQL error',
    /syntax error at or near|invalid input syntax for|violates \w+ (?:key )?constraint|duplicate key value|out of range for type|invalid byte sequence for encoding|unterminated quoted/i,
  ],
  ['JavaScript error', /\b(?:TypeError|RangeError|ReferenceError|SyntaxError): /],
];

/** Every string and key of a JSON value, unescaped, so a pattern sees what a reader would. */
function textsOf(value: unknown): string[] {
  const texts: string[] = [];
  const pending = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') texts.push(item);
    else if (Array.isArray(item)) pending.push(...item);
    else if (item !== null && typeof item === 'object') {
      for (const [key, nested] of Object.entries(item)) pending.push(key, nested);
    }
  }
  return texts;
}

/** Which of the server's insides a response body shows, if any. */
export function internalsIn(response: RawResponse): string | undefined {
  const text = response.json === undefined ? response.text : textsOf(response.json).join('\n');
  for (const [name, pattern] of INTERNALS) {
    const match = pattern.exec(text);
    if (match) return `${name}: ${match[0].slice(0, 120)}`;
  }
  return undefined;
}

/** What is wrong with an error body: it must be JSON `{statusCode, code, message}` in Russian. */
export function contractProblem(response: RawResponse): Omit<Finding, 'violation'> | undefined {
  const body = response.json as Record<string, unknown> | undefined;
  if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
    const type = response.headers['content-type'] ?? 'none';
    return {
      detail: `the body is not a JSON object (content-type ${type})`,
      signature: `not a JSON object (${type})`,
    };
  }
  const problem = (field: string, detail: string) => ({
    detail,
    signature: `${field} wrong, code ${JSON.stringify(body.code ?? null)}`,
  });
  if (body.statusCode !== response.status) {
    return problem(
      'statusCode',
      `statusCode is ${JSON.stringify(body.statusCode)}, the response is ${response.status}`,
    );
  }
  if (typeof body.code !== 'string' || !/^[A-Z][A-Z0-9_]*$/.test(body.code)) {
    return problem('code', `code is ${JSON.stringify(body.code)}, not a stable upper-case code`);
  }
  if (typeof body.message !== 'string' || !CYRILLIC.test(body.message)) {
    return problem('message', `message is ${JSON.stringify(body.message)}, not a Russian text`);
  }
  if (body.errors !== undefined && (typeof body.errors !== 'object' || body.errors === null)) {
    return problem('errors', `errors is ${JSON.stringify(body.errors)}, not an object`);
  }
  return undefined;
}

/** The checks every answer must pass, whoever asked and whatever they sent. */
export function inspectResponse(response: RawResponse): Finding[] {
  const findings: Finding[] = [];
  if (response.status >= 500) {
    findings.push({
      violation: 'server error (5xx)',
      detail: `status ${response.status}`,
      signature: `status ${response.status}`,
    });
  }
  const internals = internalsIn(response);
  if (internals) {
    findings.push({
      violation: 'stack trace or SQL in the body',
      detail: internals,
      signature: internals.split(':')[0]!,
    });
  }
  if (response.status >= 400) {
    const problem = contractProblem(response);
    if (problem) findings.push({ violation: 'error body breaks the contract', ...problem });
  }
  return findings;
}
