import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatPrice } from './format';

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

  it('writes every amount exactly as ru-RU Intl.NumberFormat does', () => {
    const intl = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });
    const amounts = [
      ...[1.005, 2.675, 0.125, 0.995, 999.995, 999999.999, 0.001, 0.005, 10.1, 1e20, 1e21, 1e-7],
      ...[-0, -0.001, -1234.5, -999.996, Number.MAX_SAFE_INTEGER, NaN, Infinity, -Infinity],
    ];
    // A fixed pseudo-random walk over magnitudes and fractions (deterministic: no Math.random)
    let seed = 7;
    for (let index = 0; index < 1000; index += 1) {
      seed = (seed * 48271) % 2147483647;
      amounts.push(((seed % 10 ** ((index % 12) + 1)) / 1000) * (index % 5 === 0 ? -1 : 1));
    }
    for (const amount of amounts)
      expect(formatPrice(amount), String(amount)).toBe(intl.format(amount));
  });
});

describe('formatDate and formatDateTime', () => {
  it('write every day of a leap year and its hours as ru-RU Intl.DateTimeFormat does', () => {
    const date = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'long' });
    const dateTime = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'long', timeStyle: 'short' });
    for (let day = 0; day < 366; day += 1) {
      const moment = new Date(2028, 0, 1 + day, day % 24, (day * 7) % 60);
      const iso = moment.toISOString();
      expect(formatDate(iso), iso).toBe(date.format(moment));
      expect(formatDateTime(iso), iso).toBe(dateTime.format(moment));
    }
  });

  it('leaves an unreadable date as given', () => {
    expect(formatDate('завтра')).toBe('завтра');
    expect(formatDateTime('')).toBe('');
  });
});
