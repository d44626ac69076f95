import { applyFields, sameValue } from './apply-fields.js';

describe('sameValue', () => {
  it.each([
    ['equal strings', 'a', 'a', true],
    ['different strings', 'a', 'b', false],
    ['null and null', null, null, true],
    ['null and a value', null, 'a', false],
    ['null and undefined', null, undefined, false],
    ['equal numbers', 4900, 4900, true],
    ['a number and its text', 4900, '4900', false],
    ['dates at the same time', new Date('2026-11-20T00:00:00Z'), new Date(1795132800000), true],
    ['dates at different times', new Date(0), new Date(1), false],
    ['a date and its text', new Date(0), '1970-01-01T00:00:00.000Z', false],
    ['arrays with the same items', ['a', 'b'], ['a', 'b'], true],
    ['arrays in another order', ['a', 'b'], ['b', 'a'], false],
    ['a longer array', ['a'], ['a', 'b'], false],
    ['arrays of dates', [new Date(5)], [new Date(5)], true],
    ['objects with the same content', { a: 1, b: [2] }, { b: [2], a: 1 }, true],
    ['objects with other keys', { a: 1 }, { b: 1 }, false],
    ['an object and an array', {}, [], false],
  ])('%s', (_case, stored, given, same) => {
    expect(sameValue(stored, given)).toBe(same);
  });
});

describe('applyFields', () => {
  interface Row {
    title: string;
    shortText: string | null;
    tags: string[];
    startsAt: Date | null;
  }
  const columns = {
    title: 'title',
    short_text: 'shortText',
    tags: 'tags',
    starts_at: 'startsAt',
  } as const;
  const row = (): Row => ({
    title: 'Курс',
    shortText: 'Было',
    tags: ['a', 'b'],
    startsAt: new Date('2026-11-20T00:00:00Z'),
  });

  it('copies the sent fields and names only those whose value changed', () => {
    const target = row();
    const changed = applyFields(target, { title: 'Курс', short_text: null, tags: ['b'] }, columns);
    expect(changed).toEqual(['short_text', 'tags']);
    expect(target).toEqual({ ...row(), shortText: null, tags: ['b'] });
  });

  it('leaves out fields that were not sent, and sees equal dates and lists as unchanged', () => {
    const target = row();
    const dto = { tags: ['a', 'b'], starts_at: new Date('2026-11-20T00:00:00.000Z') };
    expect(applyFields(target, dto, columns)).toEqual([]);
    expect(target).toEqual(row());
  });
});
