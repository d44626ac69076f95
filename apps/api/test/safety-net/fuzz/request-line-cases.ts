import fc from 'fast-check';
import { type FuzzCase, TOKEN, TOKEN_UPPER_CASE } from './fuzz-case.js';
import { percentEncode, toPlainText } from './json-text.js';
import { malformedValue, trickyStrings } from './malformed-values.js';

/** Path values that are not a plain positive id. */
export function pathCases(names: string[]): fc.Arbitrary<FuzzCase> {
  const values = fc.oneof(
    fc.constantFrom(
      'abc',
      '-1',
      '0',
      '1.5',
      '1e3',
      '0x1',
      '+1',
      '01',
      '99999999999999999999',
      '2147483648',
      '%00',
      '%F0%9F%98%80',
      'null',
      '%20',
      '1%20',
      '%2e%2e',
      '9'.repeat(1000),
      '%E0%A4%A',
      '%D9%A1%D9%A2',
      '1;DROP',
    ),
    trickyStrings.map(({ value }) => percentEncode(value)),
  );
  return fc
    .tuple(fc.constantFrom(...names), values)
    .map(([name, value]) => ({ kind: 'malformed path id', path: { [name]: value } }));
}

/** Query strings with malformed values, repeated or unknown keys, and broken percent-encoding. */
export function queryCases(base: Record<string, string>): fc.Arbitrary<FuzzCase> {
  const names = Object.keys(base);
  const encode = (entries: [string, string][]) =>
    entries.map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`).join('&');
  const baseEntries = Object.entries(base);
  const cases: fc.Arbitrary<FuzzCase>[] = [
    fc
      .tuple(
        fc.constantFrom('__proto__', 'constructor', 'role', 'per_page', 'page', 'x'),
        malformedValue,
      )
      .map(([name, { family, value }]) => ({
        kind: `unknown query parameter ← ${family}`,
        query: encode([...baseEntries, [name, toPlainText(value)]]),
      })),
    fc.constantFrom('%', '%E0%A4%A', 'a=%ZZ', '%00=1', '&&&', '==', '?x=1').map((raw) => ({
      kind: 'broken query string',
      query: [encode(baseEntries), raw].filter(Boolean).join('&'),
    })),
  ];
  if (names.length > 0) {
    cases.push(
      fc.tuple(fc.constantFrom(...names), malformedValue).map(([name, { family, value }]) => ({
        kind: `query parameter ← ${family}`,
        query: encode([...baseEntries.filter(([key]) => key !== name), [name, toPlainText(value)]]),
      })),
      fc
        .tuple(
          fc.constantFrom(...names),
          fc.constantFrom<[string, (name: string) => string]>(
            ['repeated query parameter', (name) => `${name}=1&${name}=2`],
            ['bracketed query parameter', (name) => `${name}[]=1&${name}[a]=2`],
            ['empty query parameter', (name) => `${name}=`],
            ['query parameter without a value', (name) => name],
          ),
        )
        .map(([name, [kind, make]]) => ({
          kind,
          query: [encode(baseEntries.filter(([key]) => key !== name)), make(percentEncode(name))]
            .filter(Boolean)
            .join('&'),
        })),
    );
  }
  return fc.oneof(...cases);
}

/** Headers past the server's limits, and every way to garble a bearer token. */
export function headerCases(): fc.Arbitrary<FuzzCase> {
  return fc.oneof(
    fc.constantFrom<FuzzCase>(
      { kind: 'oversized header', headers: { 'x-filler': 'a'.repeat(20_000) } },
      {
        kind: 'too many headers',
        headers: Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`x-h-${i}`, 'v'])),
      },
      { kind: 'odd request headers', headers: { 'x-forwarded-for': '1.2.3.4, <script>, ::1' } },
      { kind: 'odd request headers', headers: { accept: 'application/xml;q=2, */*;q=-1' } },
      { kind: 'odd request headers', headers: { 'x-request-id': 'r'.repeat(8000) } },
      { kind: 'odd request headers', headers: { 'accept-language': 'ru'.repeat(2000) } },
    ),
    fc
      .constantFrom(
        'Bearer',
        'Bearer ',
        `Bearer ${'x'.repeat(5000)}`,
        'Basic dXNlcjpwYXNzd29yZA==',
        'Bearer a b c',
        'Token abc',
        'Bearer \u00e9\u00e8',
        `bearer ${TOKEN}`,
        `Bearer ${TOKEN}x`,
        `Bearer ${TOKEN} ${TOKEN}`,
        `Bearer  ${TOKEN}`,
        `Bearer ${TOKEN_UPPER_CASE}`,
      )
      .map((authorization) => ({ kind: 'garbled Authorization', headers: { authorization } })),
  );
}
