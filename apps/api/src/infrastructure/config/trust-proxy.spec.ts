import { loadConfig } from './app-config.js';
import { parseTrustProxy } from './trust-proxy.js';

describe('TRUST_PROXY', () => {
  it.each([
    ['false', false],
    ['0', false],
    ['true', true],
    ['1', true],
    ['loopback', 'loopback'],
    ['loopback, uniquelocal', 'loopback,uniquelocal'],
    ['10.0.0.0/8,  192.168.1.10', '10.0.0.0/8,192.168.1.10'],
    ['::1, fc00::/7', '::1,fc00::/7'],
  ])('reads %j as %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each(['nginx', '10.0.0.0/33', '300.1.1.1', '10.0.0.1/8/1', 'loopback,', '*'])(
    'refuses %j',
    (value) => {
      expect(parseTrustProxy(value)).toBeNull();
    },
  );

  it('reaches the HTTP settings, and a value not understood stops the boot', () => {
    const base = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/course_shop' };
    expect(loadConfig({ ...base, TRUST_PROXY: 'loopback' }).http.trustProxy).toBe('loopback');
    expect(loadConfig(base).http.trustProxy).toBe(false);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY is malformed/);
  });
});
