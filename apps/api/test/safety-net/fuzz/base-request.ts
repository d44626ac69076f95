import type { ApiOperation, Schema } from '../openapi-operations.js';
import { FORM_TYPE } from '../operation-request.js';
import { toPlainText } from './json-text.js';

/** Existing rows the fuzzer aims at, so malformed input reaches code past the "not found" check. */
export interface FuzzTargets {
  webinarId: number;
  kitId: number;
  certificateId: number;
  competenceId: number;
  /** A user made for the fuzzer alone: admins' fuzzed changes land on it. */
  userId: number;
  /** A pending payment of the fuzzer's learner. */
  paymentId: number;
}

/** A well-formed request the fuzzer breaks one piece at a time. */
export interface BaseRequest {
  /** Path parameter values, URL-encoded. */
  path: Record<string, string>;
  query: Record<string, string>;
  /** The JSON body, when the operation takes one. */
  json?: Record<string, unknown>;
  /** The form fields, when the operation takes a urlencoded form. */
  form?: Record<string, string>;
  /** The operation takes a multipart upload. */
  multipart: boolean;
}

/** The id of the fuzz target a path is about, judged by the resource it names. */
function idForPath(path: string, targets: FuzzTargets): number {
  if (path.includes('/payments')) return targets.paymentId;
  if (path.includes('/certificates')) return targets.certificateId;
  if (path.includes('/kits')) return targets.kitId;
  if (path.includes('/competencies')) return targets.competenceId;
  if (path.includes('/users')) return targets.userId;
  return targets.webinarId;
}

const ID_FIELD = /(^|_)ids?$/;

/** A plausible value for a schema: its example, else its default, else something of its type. */
export function exampleOf(schema: Schema, name: string, targets: FuzzTargets): unknown {
  if (ID_FIELD.test(name)) {
    return schema.type === 'array' ? [targets.webinarId] : targets.webinarId;
  }
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.allOf?.length) return exampleOf(schema.allOf[0]!, name, targets);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [
          key,
          exampleOf(property, key, targets),
        ]),
      );
    case 'array':
      return schema.items ? [exampleOf(schema.items, name, targets)] : [];
    case 'number':
    case 'integer':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      return 'Текст';
  }
}

export function baseRequest(operation: ApiOperation, targets: FuzzTargets): BaseRequest {
  const id = String(idForPath(operation.path, targets));
  const bodyOf = (contentType: string) =>
    operation.body?.contentType === contentType
      ? (exampleOf(operation.body.schema, '', targets) as Record<string, unknown>)
      : undefined;
  const json = bodyOf('application/json');
  const form = bodyOf(FORM_TYPE);
  return {
    path: Object.fromEntries(operation.pathParameters.map((name) => [name, id])),
    query: Object.fromEntries(
      operation.queryParameters.map((parameter) => [
        parameter.name,
        String(exampleOf(parameter.schema, parameter.name, targets)),
      ]),
    ),
    json,
    form:
      form &&
      Object.fromEntries(Object.entries(form).map(([name, value]) => [name, toPlainText(value)])),
    multipart: operation.body?.contentType === 'multipart/form-data',
  };
}
