import fc from 'fast-check';
import type { ApiOperation } from '../openapi-operations.js';
import type { BaseRequest } from './base-request.js';
import { formBodyCases, jsonBodyCases, multipartCases, rawBodyCases } from './body-cases.js';
import type { FuzzCase } from './fuzz-case.js';
import { toJsonText } from './json-text.js';
import { headerCases, pathCases, queryCases } from './request-line-cases.js';

/** Every kind of malformed request the operation can receive, weighted toward what it reads. */
export function fuzzCases(operation: ApiOperation, base: BaseRequest): fc.Arbitrary<FuzzCase> {
  const baseText = base.json
    ? toJsonText(base.json)
    : base.form
      ? new URLSearchParams(base.form).toString()
      : '{}';
  const kinds: fc.WeightedArbitrary<FuzzCase>[] = [];
  if (base.json && operation.body) {
    kinds.push({ weight: 6, arbitrary: jsonBodyCases(operation.body.schema, base.json) });
  }
  if (base.form && operation.body) {
    kinds.push({ weight: 6, arbitrary: formBodyCases(operation.body.schema, base.form) });
  }
  if (base.multipart) kinds.push({ weight: 4, arbitrary: multipartCases() });
  kinds.push({ weight: operation.body ? 2 : 1, arbitrary: rawBodyCases(baseText) });
  if (operation.pathParameters.length > 0) {
    kinds.push({ weight: 2, arbitrary: pathCases(operation.pathParameters) });
  }
  kinds.push({
    weight: operation.queryParameters.length > 0 ? 3 : 1,
    arbitrary: queryCases(base.query),
  });
  kinds.push({ weight: 1, arbitrary: headerCases() });
  return fc.oneof(...kinds);
}
