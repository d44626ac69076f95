import fc from 'fast-check';
import { multipartBody, type MultipartPart } from '../multipart.js';
import type { Schema } from '../openapi-operations.js';
import { FORM_TYPE } from '../operation-request.js';
import { PNG } from '../sample-image.js';
import type { FuzzCase } from './fuzz-case.js';
import { toJsonText } from './json-text.js';
import { badDates, type Labelled, malformedValue } from './malformed-values.js';
import { queryCases } from './request-line-cases.js';

const JSON_TYPE = 'application/json';
/** Twice the API's 1 MB body limit. */
const OVERSIZED_BODY = `{"a":"${'x'.repeat(2 * 1024 * 1024)}"}`;

const jsonCase = (kind: string, value: unknown): FuzzCase => ({
  kind,
  body: toJsonText(value),
  contentType: JSON_TYPE,
});

/** Values a field of this schema is most easily fooled by, plus anything malformed. */
function valueFor(schema: Schema): fc.Arbitrary<Labelled> {
  const looksLikeDate = /date|yyyy|start|end|_at$/i.test(
    `${schema.description ?? ''} ${String(schema.example ?? '')}`,
  );
  return looksLikeDate ? fc.oneof(badDates, malformedValue) : malformedValue;
}

/** Breaks one thing in a JSON object body: a field, a required field, an unknown field, the whole. */
export function jsonBodyCases(
  schema: Schema,
  base: Record<string, unknown>,
): fc.Arbitrary<FuzzCase> {
  const properties = Object.entries(schema.properties ?? {});
  const required = schema.required ?? [];
  const cases: fc.WeightedArbitrary<FuzzCase>[] = [
    {
      weight: 2,
      arbitrary: malformedValue.map(({ family, value }) => jsonCase(`body ← ${family}`, value)),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'role',
            'roles',
            'is_admin',
            'id',
            'api_token',
            'password_hash',
            'user_id',
            '__proto__',
            'constructor',
            '',
          ),
          malformedValue,
        )
        .map(([name, { family, value }]) =>
          jsonCase(`body with an unknown field ← ${family}`, { ...base, [name]: value }),
        ),
    },
    { weight: 1, arbitrary: fc.constant(jsonCase('empty object body', {})) },
    {
      weight: 1,
      arbitrary: fc.constant(
        jsonCase('every field null', Object.fromEntries(properties.map(([name]) => [name, null]))),
      ),
    },
  ];
  if (properties.length > 0) {
    // The most telling case: one field wrong while the rest is valid reaches the field's own rules.
    cases.push({
      weight: 5,
      arbitrary: fc
        .constantFrom(...properties)
        .chain(([name, property]) =>
          valueFor(property).map(({ family, value }) =>
            jsonCase(`body field ← ${family}`, { ...base, [name]: value }),
          ),
        ),
    });
  }
  const arrays = properties.filter(([, property]) => property.type === 'array' && property.items);
  if (arrays.length > 0) {
    cases.push({
      weight: 2,
      arbitrary: fc.constantFrom(...arrays).chain(([name, property]) => {
        const items = property.items!;
        const itemFields = Object.entries(items.properties ?? {});
        if (itemFields.length === 0) {
          return malformedValue.map(({ family, value }) =>
            jsonCase(`body array item ← ${family}`, { ...base, [name]: [value] }),
          );
        }
        const sample = (base[name] as Record<string, unknown>[] | undefined)?.[0] ?? {};
        return fc.constantFrom(...itemFields).chain(([field, fieldSchema]) =>
          valueFor(fieldSchema).map(({ family, value }) =>
            jsonCase(`body nested field ← ${family}`, {
              ...base,
              [name]: [{ ...sample, [field]: value }],
            }),
          ),
        );
      }),
    });
  }
  if (required.length > 0) {
    cases.push({
      weight: 1,
      arbitrary: fc.constantFrom(...required).map((name) => {
        const { [name]: _dropped, ...rest } = base;
        return jsonCase('body without a required field', rest);
      }),
    });
  }
  return fc.oneof(...cases);
}

/**
 * Breaks a urlencoded form body: it is encoded as a query string is, so it is broken the same ways
 * (a field malformed, repeated, bracketed or unknown, bad percent-encoding), or lacks a required field.
 */
export function formBodyCases(
  schema: Schema,
  base: Record<string, string>,
): fc.Arbitrary<FuzzCase> {
  const formCase = (kind: string, body: string): FuzzCase => ({
    kind,
    body,
    contentType: FORM_TYPE,
  });
  const encodingCases = queryCases(base).map(({ kind, query }) =>
    formCase(
      kind.replace('query parameter', 'form field').replace('query string', 'form'),
      query ?? '',
    ),
  );
  const required = (schema.required ?? []).filter((name) => name in base);
  if (required.length === 0) return encodingCases;
  const withoutRequired = fc.constantFrom(...required).map((name) => {
    const { [name]: _dropped, ...rest } = base;
    return formCase('form without a required field', new URLSearchParams(rest).toString());
  });
  return fc.oneof(
    { weight: 5, arbitrary: encodingCases },
    { weight: 1, arbitrary: withoutRequired },
  );
}

/** Bodies that are not JSON at all, or JSON under another name. */
export function rawBodyCases(baseText: string): fc.Arbitrary<FuzzCase> {
  const brokenJson = fc
    .constantFrom(
      '{',
      '{"a":',
      '{"title":"x",}',
      "{'title':'x'}",
      '[1,2',
      '{"a":1}}',
      'nul',
      'tru',
      '"unterminated',
      '\u0000',
      '{"a":"\\ud800"}',
      '{"a":"\\u0000"}',
      '\uFEFF{}',
      '{"a":1,"a":2}',
      '   ',
      baseText.slice(0, Math.max(1, Math.floor(baseText.length / 2))),
    )
    .map((body): FuzzCase => ({ kind: 'broken JSON', body, contentType: JSON_TYPE }));
  const wrongContentType = fc
    .constantFrom<[string | null, string | Buffer]>(
      ['text/plain', baseText],
      ['application/x-www-form-urlencoded', 'title=x&price=1&login=a%00b'],
      ['application/xml', '<?xml version="1.0"?><a>1</a>'],
      ['multipart/form-data', baseText],
      [
        'multipart/form-data; boundary=zzz',
        '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n',
      ],
      ['application/json; charset=utf-16', baseText],
      ['application/vnd.api+json', baseText],
      ['image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0])],
      ['application/json', Buffer.from([0xff, 0xfe, 0xfd, 0x7b, 0x7d])],
      [null, baseText],
    )
    .map(([contentType, body]): FuzzCase => ({ kind: 'wrong content type', body, contentType }));
  return fc.oneof(
    { weight: 4, arbitrary: brokenJson },
    { weight: 4, arbitrary: wrongContentType },
    {
      weight: 1,
      arbitrary: fc.constant<FuzzCase>({
        kind: 'empty JSON body',
        body: '',
        contentType: JSON_TYPE,
      }),
    },
    {
      weight: 1,
      arbitrary: fc.constant<FuzzCase>({
        kind: 'body over the size limit',
        body: OVERSIZED_BODY,
        contentType: JSON_TYPE,
      }),
    },
  );
}

/** Uploads that are not one well-formed image in the `file` field. */
export function multipartCases(): fc.Arbitrary<FuzzCase> {
  const png = (filename: string, content = PNG): MultipartPart => ({
    field: 'file',
    filename,
    contentType: 'image/png',
    content,
  });
  const uploads: [string, { body: Buffer; contentType: string }][] = [
    ['upload in the wrong field', multipartBody([{ ...png('a.png'), field: 'image' }])],
    ['two files', multipartBody([png('a.png'), png('b.png')])],
    ['empty file', multipartBody([png('a.png', Buffer.alloc(0))])],
    ['odd file name', multipartBody([png('a\u0000b.png')])],
    ['odd file name', multipartBody([png('../../../etc/passwd')])],
    ['odd file name', multipartBody([png(`${'я'.repeat(3000)}.png`)])],
    ['text posing as an image', multipartBody([png('a.png', Buffer.from('<?php echo 1; ?>'))])],
    [
      'plain field instead of a file',
      multipartBody([{ field: 'file', content: Buffer.from('x') }]),
    ],
    ['unterminated multipart', multipartBody([png('a.png')], { terminated: false })],
    [
      'file over the size limit',
      multipartBody([png('big.png', Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]))]),
    ],
    [
      'too many parts',
      multipartBody(
        Array.from({ length: 30 }, (_, i) => ({ field: `f${i}`, content: Buffer.from('1') })),
      ),
    ],
  ];
  return fc.constantFrom(...uploads).map(([kind, upload]) => ({
    kind,
    body: upload.body,
    contentType: upload.contentType,
  }));
}
