/**
 * JSON source text put into a body verbatim: what JSON.stringify cannot write (99999999999999999999
 * without rounding, 1e999, -0, NaN) or would take too deep a recursion to build (10,000 nested arrays).
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON.stringify that writes RawJson pieces as they are. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The value as a query-string or path text. */
export function toPlainText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (typeof value === 'string') return value;
  return toJsonText(value);
}

/**
 * encodeURIComponent that never throws: a lone surrogate goes out as the replacement character,
 * as a browser would send it.
 */
export function percentEncode(text: string): string {
  return encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));
}
