import { preferredEncoding } from './accept-encoding.js';

describe('preferredEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['gzip;q=0, br;q=0', undefined],
    ['br;q=abc', undefined],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  it('chooses only among the encodings on offer', () => {
    expect(preferredEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(preferredEncoding('br', ['gzip'])).toBeUndefined();
    expect(preferredEncoding('br, gzip', [])).toBeUndefined();
  });
});
