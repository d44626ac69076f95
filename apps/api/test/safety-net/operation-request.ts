import { type ApiOperation, fillPath } from './openapi-operations.js';
import { multipartBody, type MultipartPart } from './multipart.js';
import type { RawRequest } from './raw-http.js';

/** A well-formed request to one operation, described by its parts. */
export interface RequestParts {
  path?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  json?: unknown;
  /** Fields sent as application/x-www-form-urlencoded, as the Robokassa and Epoint callbacks are. */
  form?: Record<string, string>;
  file?: MultipartPart;
}

export const FORM_TYPE = 'application/x-www-form-urlencoded';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Encodes the parts the ordinary way; `token` null sends no Authorization header. */
export function buildRequest(
  operation: ApiOperation,
  parts: RequestParts,
  token: string | null,
): RawRequest {
  const path = fillPath(
    operation.path,
    Object.fromEntries(
      Object.entries(parts.path ?? {}).map(([name, value]) => [
        name,
        encodeURIComponent(String(value)),
      ]),
    ),
  );
  const query = new URLSearchParams(
    Object.entries(parts.query ?? {}).map(([name, value]): [string, string] => [
      name,
      String(value),
    ]),
  ).toString();
  const headers: Record<string, string> = token ? bearer(token) : {};
  let body: string | Buffer | undefined;
  if (parts.file) {
    const multipart = multipartBody([parts.file]);
    headers['content-type'] = multipart.contentType;
    body = multipart.body;
  } else if (parts.form) {
    headers['content-type'] = FORM_TYPE;
    body = new URLSearchParams(parts.form).toString();
  } else if (parts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(parts.json);
  }
  return { method: operation.method, path: query ? `${path}?${query}` : path, headers, body };
}
