import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';

/** The part of a JSON schema the safety net reads. */
export interface Schema {
  type?: string;
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  example?: unknown;
  default?: unknown;
  description?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
}

export interface QueryParameter {
  name: string;
  required: boolean;
  schema: Schema;
}

export interface ApiOperation {
  operationId: string;
  method: string;
  /** The path template as the spec writes it, e.g. /api/v2/admin/kits/{id}. */
  path: string;
  pathParameters: string[];
  queryParameters: QueryParameter[];
  /** The request body's media type and schema (references resolved), when the operation has one. */
  body?: { contentType: string; schema: Schema };
  /** Declared with a bearer security requirement (which includes public routes that read a token). */
  bearer: boolean;
}

export const OPENAPI_PATH = resolve(import.meta.dirname, '../../../../openapi.yaml');

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface RawOperation {
  operationId?: string;
  parameters?: { in: string; name: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema & { $ref?: string } }> };
  security?: unknown[];
}

interface RawDocument {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], RawOperation>>>;
  components?: { schemas?: Record<string, Schema> };
}

/** Replaces every `$ref` by the schema it names (the contract has no recursive schemas). */
function resolveReferences(value: unknown, document: RawDocument, depth = 0): unknown {
  if (depth > 32) throw new Error('openapi.yaml: schema references nest too deep');
  if (Array.isArray(value)) return value.map((item) => resolveReferences(item, document, depth));
  if (value === null || typeof value !== 'object') return value;
  const reference = (value as { $ref?: unknown }).$ref;
  if (typeof reference === 'string') {
    const name = reference.replace('#/components/schemas/', '');
    const target = document.components?.schemas?.[name];
    if (!target) throw new Error(`openapi.yaml: unknown schema ${reference}`);
    return resolveReferences(target, document, depth + 1);
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, resolveReferences(item, document, depth)]),
  );
}

/** Every operation of the contract, in the file's order. */
export function loadOperations(path = OPENAPI_PATH): ApiOperation[] {
  const document = parse(readFileSync(path, 'utf8')) as RawDocument;
  const operations: ApiOperation[] = [];
  for (const [template, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const raw = item[method];
      if (!raw) continue;
      if (!raw.operationId)
        throw new Error(`openapi.yaml: ${method} ${template} has no operationId`);
      const parameters = raw.parameters ?? [];
      const content = Object.entries(raw.requestBody?.content ?? {})[0];
      operations.push({
        operationId: raw.operationId,
        method: method.toUpperCase(),
        path: template,
        pathParameters: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParameters: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({
            name: p.name,
            required: p.required ?? false,
            schema: resolveReferences(p.schema ?? {}, document) as Schema,
          })),
        body: content
          ? {
              contentType: content[0],
              schema: resolveReferences(content[1].schema, document) as Schema,
            }
          : undefined,
        bearer: (raw.security ?? []).length > 0,
      });
    }
  }
  return operations;
}

/** Fills `{name}` placeholders; values are inserted as given, so a test can send malformed ones. */
export function fillPath(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${template}`);
    return value;
  });
}
