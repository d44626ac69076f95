import { describe, expect, it } from 'vitest';
import { formatPrice } from './format';

/** The no-break space ru-RU puts between thousands. */
const nbsp = '\u00a0';

describe('formatPrice', () => {
  it.each([
    [900, '900'],
    [4900, `4${nbsp}900`],
    [12900, `12${nbsp}900`],
    [1234567, `1${nbsp}234${nbsp}567`],
    [2940.5, `2${nbsp}940,5`],
    [0, '0'],
  ])('writes %s as %j', (amount, expected) => {
    expect(formatPrice(amount)).toBe(expected);
  });

  it('groups exactly as the browser does for ru-RU', () => {
    expect(formatPrice(12900)).toBe(new Intl.NumberFormat('ru-RU').format(12900));
  });
});
