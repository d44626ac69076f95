import fc from 'fast-check';
import { RawJson } from './json-text.js';

/** A value and the family it belongs to; failures are grouped by family. */
export interface Labelled<T = unknown> {
  family: string;
  value: T;
}

const family = <T>(name: string, arbitrary: fc.Arbitrary<T>): fc.Arbitrary<Labelled<T>> =>
  arbitrary.map((value) => ({ family: name, value }));

const DEPTH = 10_000;
export const deepArray = new RawJson(`${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`);
export const deepObject = new RawJson(`${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`);

/** Strings that break naive code: NUL, lone surrogates, direction marks, SQL and template syntax. */
export const trickyStrings = fc.oneof(
  family(
    'string with NUL',
    fc.string({ maxLength: 12 }).map((text) => `${text}\u0000${text}`),
  ),
  family(
    'unicode string',
    fc.oneof(
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
      fc.constantFrom(
        '\uD800',
        '\uDFFF\uD800',
        '\uFEFFАнна',
        '\u202Eанна',
        'A\u0301\u0301\u0301',
        '👩‍👩‍👧‍👦🏳️‍🌈',
        '\uFFFF\uFFFE',
        'Ｆｕｌｌｗｉｄｔｈ',
        '\u200B',
      ),
    ),
  ),
  family('blank string', fc.constantFrom('', ' ', '\t\n', '\u00A0', '\u3000')),
  family(
    'syntax-like string',
    fc.constantFrom(
      "' OR '1'='1",
      '"; DROP TABLE users; --',
      '%',
      '_',
      '\\',
      '${7*7}',
      '{{7*7}}',
      '<script>alert(1)</script>',
      '../../../etc/passwd',
      'null',
      'undefined',
      'NaN',
      'true',
      '[object Object]',
      '__proto__',
    ),
  ),
  family(
    'huge string',
    fc.constantFrom('a'.repeat(100_000), 'я'.repeat(60_000), 'x'.repeat(1_100_000)),
  ),
);

/** Numbers out of any sane range, and the JSON number texts JavaScript cannot hold. */
export const trickyNumbers = fc.oneof(
  family('negative number', fc.constantFrom(-1, -0.01, -2_147_483_649, Number.MIN_SAFE_INTEGER)),
  family('fractional number', fc.constantFrom(0.5, 1.999, 10.123, 1e-7, Number.MIN_VALUE)),
  family(
    'huge number',
    fc.constantFrom(
      new RawJson('99999999999999999999'),
      2_147_483_648,
      new RawJson('9007199254740993'),
      1e308,
      new RawJson('1e999'),
      new RawJson('-1e999'),
    ),
  ),
  family('zero', fc.constantFrom(0, new RawJson('-0'), new RawJson('0e0'))),
  family('NaN or Infinity', fc.constantFrom(new RawJson('NaN'), new RawJson('Infinity'), 'NaN')),
  family('random number', fc.double()),
);

/** Texts that look like dates but are not, or lie far outside any calendar the product uses. */
export const badDates = family(
  'bad date',
  fc.constantFrom(
    '2026-02-30',
    '2026-13-01',
    '0000-00-00',
    '1899-12-31',
    '9999-12-31T23:59:59Z',
    '+275760-09-13T00:00:00.000Z',
    '-000001-01-01T00:00:00Z',
    'not a date',
    '2026-11-21T25:61:61Z',
    '2026-11-21T09:00:00+99:00',
    '1e20',
    1e20,
    -8.64e15,
  ),
);

/** Values of the wrong JSON type for whatever field they land in. */
export const wrongTypes = fc.oneof(
  family('boolean', fc.boolean()),
  family('null', fc.constant(null)),
  family('array', fc.constantFrom([], [1, 2], ['a'], [null], [[]], [{}])),
  family(
    'object',
    fc.constantFrom({}, { a: 1 }, new RawJson('{"__proto__":{"isAdmin":true}}'), {
      constructor: { prototype: { isAdmin: true } },
    }),
  ),
  family('deeply nested', fc.constantFrom(deepArray, deepObject)),
  family('huge array', fc.constantFrom(new Array(10_000).fill(1), new Array(50_000).fill('a'))),
);

/** Any malformed value, whatever the field expects. */
export const malformedValue: fc.Arbitrary<Labelled> = fc.oneof(
  { weight: 3, arbitrary: trickyStrings },
  { weight: 3, arbitrary: trickyNumbers },
  { weight: 1, arbitrary: badDates },
  { weight: 3, arbitrary: wrongTypes },
);
