import { nestsDeeperThan } from './json-body-parser.js';

const nested = (depth: number, open = '[', close = ']') =>
  Buffer.from(`${open.repeat(depth)}${close.repeat(depth)}`);

describe('nestsDeeperThan', () => {
  it.each([
    ['a flat object', '{"login":"a@b.c","password":"secret1"}', false],
    ['32 levels of arrays', nested(32).toString(), false],
    ['33 levels of arrays', nested(33).toString(), true],
    ['33 levels of objects', `${'{"a":'.repeat(33)}1${'}'.repeat(33)}`, true],
    ['brackets inside a string', `{"text":"${'['.repeat(100)}"}`, false],
    ['an escaped quote before brackets', `{"text":"\\"${'{'.repeat(100)}"}`, false],
    ['siblings that are each shallow', `[${'[[1]],'.repeat(1000)}1]`, false],
    ['Cyrillic text', '{"first_name":"Анна [Светлана]"}', false],
  ])('%s', (_, json, expected) => {
    expect(nestsDeeperThan(Buffer.from(json as string), 32)).toBe(expected);
  });

  it('scans a 400 KB body nested 200 000 deep without recursion', () => {
    expect(nestsDeeperThan(nested(200_000), 32)).toBe(true);
    expect(nestsDeeperThan(Buffer.from(`"${'['.repeat(400_000)}"`), 32)).toBe(false);
  });
});
