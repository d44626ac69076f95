/** In a header value, stands for the asker's own token. */
export const TOKEN = '{token}';
/** Stands for the asker's token in upper case. */
export const TOKEN_UPPER_CASE = '{TOKEN}';

/** One malformed request: the base request with the listed pieces replaced. */
export interface FuzzCase {
  /** What was broken, e.g. 'body field ← string with NUL'. */
  kind: string;
  /** Replaces the base path values (already encoded, or deliberately mis-encoded). */
  path?: Record<string, string>;
  /** Replaces the base query string (without '?'). */
  query?: string;
  headers?: Record<string, string>;
  /** Replaces the base body; `contentType` null sends none. */
  body?: string | Buffer;
  contentType?: string | null;
}
