import { pathsWithForbiddenCharacters } from './forbidden-characters.js';

describe('pathsWithForbiddenCharacters', () => {
  it.each([
    ['a plain string', 'Анна', []],
    ['tabs and line breaks', 'строка\tодна\r\nвторая', []],
    ['a string with NUL', 'Ан\u0000на', ['id']],
    ['a field', { first_name: 'a\u0000', city: 'Ставрополь' }, ['first_name']],
    ['an array item', { description: ['ok', 'x\u0000y'] }, ['description.1']],
    ['a nested field', { webinars: [{ id: 1, reason: '\u0000' }] }, ['webinars.0.reason']],
    ['a key', { 'na\u0000me': 'x' }, ['na\u0000me']],
    ['numbers, booleans and null', { a: 1, b: true, c: null }, []],
    ['two fields, in order', { a: '\u0000', b: '\u0000' }, ['a', 'b']],
    ['an emoji (a surrogate pair)', { title: 'Курс 🙂' }, []],
    ['a lone high surrogate', { title: 'x\ud800' }, ['title']],
    ['a lone low surrogate', { title: '\udfffx' }, ['title']],
    ['surrogates in the wrong order', { title: '\udfff\ud800' }, ['title']],
    ['a key with a lone surrogate', { ['k\ud800']: 'x' }, ['k\ud800']],
  ])('%s', (_, value, expected) => {
    expect(pathsWithForbiddenCharacters(value, typeof value === 'string' ? 'id' : '')).toEqual(
      expected,
    );
  });

  it('walks 100 000 levels of nesting without recursion', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(pathsWithForbiddenCharacters(deep)).toHaveLength(1);
  });
});
