import { formatMinor, minorToMajorNumber, parseMinor, parseMinorValue } from './money-text.js';

describe('formatMinor', () => {
  it.each([
    [150000, '1500.00'],
    [199050, '1990.50'],
    [3075, '30.75'],
    [1, '0.01'],
    [0, '0.00'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%p → %p', (minor, text) => {
    expect(formatMinor(minor)).toBe(text);
  });

  it.each([-1, 1.5, NaN, Infinity, Number.MAX_SAFE_INTEGER + 1])('refuses %p', (minor) => {
    expect(() => formatMinor(minor)).toThrow(RangeError);
  });
});

describe('minorToMajorNumber', () => {
  it.each([
    [3075, 30.75],
    [9800, 98],
    [29, 0.29],
    [1, 0.01],
  ])('%p → %p, printed exactly in JSON', (minor, major) => {
    expect(minorToMajorNumber(minor)).toBe(major);
    expect(JSON.stringify(minorToMajorNumber(minor))).toBe(String(major));
  });
});

describe('parseMinor', () => {
  it.each([
    ['1500.00', 150000],
    ['1500.000000', 150000],
    ['1500', 150000],
    ['1500.5', 150050],
    ['0.01', 1],
    ['0.010000', 1],
    ['0', 0],
    ['30.75', 3075],
    ['0.29', 29],
    ['4.35', 435],
    ['1.15', 115],
    ['001500.00', 150000],
    ['999999999999999.99', null],
    ['90071992547409.91', Number.MAX_SAFE_INTEGER],
  ])('%p → %p', (text, minor) => {
    expect(parseMinor(text)).toBe(minor);
  });

  it.each([
    '',
    ' ',
    '1500,00',
    '1 500.00',
    ' 1500.00',
    '1500.00 ',
    '-1.00',
    '+1.00',
    '1e3',
    '0x10',
    '.5',
    '5.',
    '1.2.3',
    '10.001',
    '10.0000001',
    'NaN',
    'Infinity',
    '1500.00abc',
    '１５００',
    '1234567890123456',
  ])('refuses %p', (text) => {
    expect(parseMinor(text)).toBeNull();
  });
});

describe('parseMinorValue', () => {
  it.each([
    [30.75, 3075],
    ['30.75', 3075],
    [98, 9800],
    [1.15, 115],
    [4.35, 435],
  ])('%p → %p', (value, minor) => {
    expect(parseMinorValue(value)).toBe(minor);
  });

  it.each([0.1 + 0.2, 1e-7, 1e21, -5, NaN, Infinity, null, undefined, true, {}, ['1']])(
    'refuses %p',
    (value) => {
      expect(parseMinorValue(value)).toBeNull();
    },
  );
});
