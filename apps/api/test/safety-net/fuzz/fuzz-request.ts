import { type ApiOperation, fillPath } from '../openapi-operations.js';
import { bearer, FORM_TYPE } from '../operation-request.js';
import { multipartBody } from '../multipart.js';
import type { RawRequest } from '../raw-http.js';
import type { BaseRequest } from './base-request.js';
import { type FuzzCase, TOKEN, TOKEN_UPPER_CASE } from './fuzz-case.js';
import { toJsonText } from './json-text.js';
import { PNG } from '../sample-image.js';

const encodeQuery = (query: Record<string, string>) => new URLSearchParams(query).toString();

/** The base request with the case's pieces swapped in, sent with the asker's token (if any). */
export function assembleRequest(
  operation: ApiOperation,
  base: BaseRequest,
  fuzzCase: FuzzCase,
  token: string | null,
): RawRequest {
  const path = fillPath(operation.path, { ...base.path, ...fuzzCase.path });
  const query = fuzzCase.query ?? encodeQuery(base.query);
  const headers: Record<string, string> = token ? bearer(token) : {};
  let body: string | Buffer | undefined;
  let contentType: string | null | undefined;
  if (fuzzCase.body !== undefined) {
    body = fuzzCase.body;
    contentType = fuzzCase.contentType;
  } else if (base.json) {
    body = toJsonText(base.json);
    contentType = 'application/json';
  } else if (base.form) {
    body = new URLSearchParams(base.form).toString();
    contentType = FORM_TYPE;
  } else if (base.multipart) {
    const upload = multipartBody([
      { field: 'file', filename: 'a.png', contentType: 'image/png', content: PNG },
    ]);
    body = upload.body;
    contentType = upload.contentType;
  }
  if (contentType) headers['content-type'] = contentType;
  for (const [name, value] of Object.entries(fuzzCase.headers ?? {})) {
    headers[name] = value
      .replaceAll(TOKEN, token ?? '')
      .replaceAll(TOKEN_UPPER_CASE, (token ?? '').toUpperCase());
  }
  return { method: operation.method, path: query ? `${path}?${query}` : path, headers, body };
}
