import { isBirthDateAllowed, todayInMoscow } from './birth-date.js';

describe('birth date rule', () => {
  const now = new Date('2026-11-21T22:30:00Z'); // already 2026-11-22 in Moscow

  it.each([
    ['1900-01-01', true],
    ['1899-12-31', false],
    ['1990-05-17', true],
    ['2026-11-22', true],
    ['2026-11-23', false],
    ['2023-02-29', false],
    ['2024-02-29', true],
    ['1990-13-01', false],
  ])('%s allowed: %s', (value, allowed) => {
    expect(isBirthDateAllowed(value, now)).toBe(allowed);
  });

  it('takes today in Moscow time', () => {
    expect(todayInMoscow(now)).toBe('2026-11-22');
    expect(todayInMoscow(new Date('2026-11-21T20:59:59Z'))).toBe('2026-11-21');
  });
});
