import { describe, expect, it } from 'vitest';
import { pluralIndex, pluralRu } from './plural';

const forms = ['видеокурс', 'видеокурса', 'видеокурсов'] as const;

describe('pluralRu', () => {
  it.each([
    [1, 'видеокурс'],
    [2, 'видеокурса'],
    [4, 'видеокурса'],
    [5, 'видеокурсов'],
    [0, 'видеокурсов'],
    [11, 'видеокурсов'],
    [12, 'видеокурсов'],
    [14, 'видеокурсов'],
    [21, 'видеокурс'],
    [22, 'видеокурса'],
    [25, 'видеокурсов'],
    [101, 'видеокурс'],
    [111, 'видеокурсов'],
    [112, 'видеокурсов'],
    [1004, 'видеокурса'],
  ])('%i → %s', (count, expected) => {
    expect(pluralRu(count, forms)).toBe(expected);
  });

  it('treats negative counts like positive ones', () => {
    expect(pluralIndex(-3)).toBe(1);
  });
});
