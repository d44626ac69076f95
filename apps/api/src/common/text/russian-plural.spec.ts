import { russianPlural } from './russian-plural.js';

const forms = ['минуту', 'минуты', 'минут'] as const;

describe('russianPlural', () => {
  it.each([
    [1, 'минуту'],
    [2, 'минуты'],
    [4, 'минуты'],
    [5, 'минут'],
    [11, 'минут'],
    [12, 'минут'],
    [14, 'минут'],
    [21, 'минуту'],
    [22, 'минуты'],
    [60, 'минут'],
    [101, 'минуту'],
    [111, 'минут'],
    [0, 'минут'],
  ])('%i → %s', (count, expected) => {
    expect(russianPlural(count, forms)).toBe(expected);
  });
});
