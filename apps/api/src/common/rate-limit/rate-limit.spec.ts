import {
  credentialRules,
  retryAfterSeconds,
  type ThrottleLimits,
  windowKey,
} from './rate-limit.js';

describe('rate limit windows', () => {
  const rule = { key: 'cred-ip:/api/v1/get-token:1.2.3.4', limit: 10, windowSeconds: 900 };
  const start = Date.UTC(2026, 10, 21, 10, 0, 0);

  it('keeps hits within one window on one key', () => {
    expect(windowKey(rule, start)).toBe(windowKey(rule, start + 899_999));
  });

  it('moves to a new key when the window ends', () => {
    expect(windowKey(rule, start)).not.toBe(windowKey(rule, start + 900_000));
  });

  it.each([
    [0, 900],
    [1, 900],
    [1_000, 899],
    [899_000, 1],
    [899_999, 1],
    [900_000, 900],
  ])('asks to retry when the window ends (%i ms in: %i s)', (elapsedMs, seconds) => {
    expect(retryAfterSeconds(rule.windowSeconds, start + elapsedMs)).toBe(seconds);
  });
});

describe('rate limit rules', () => {
  const limits: ThrottleLimits = {
    windowSeconds: 900,
    authPerLoginIp: 10,
    authPerIp: 100,
    authPerLogin: 1000,
    globalPerMinute: 1200,
  };
  const request = { ip: '10.0.0.1', route: '/api/v1/get-token', login: 'anna@example.com' };
  const limitsByKind = (rules: { key: string; limit: number; windowSeconds: number }[]) =>
    Object.fromEntries(rules.map((r) => [r.key.split(':')[0], [r.limit, r.windowSeconds]]));

  it('counts a credential attempt per address, per (login, address) and per login', () => {
    expect(limitsByKind(credentialRules(request, limits))).toEqual({
      'cred-ip': [100, 900],
      'cred-login-ip': [10, 900],
      'cred-login': [1000, 900],
    });
  });

  it('counts a credential attempt without a login per address only', () => {
    const rules = credentialRules({ ...request, login: undefined }, limits);
    expect(Object.keys(limitsByKind(rules))).toEqual(['cred-ip']);
  });

  it('keeps the (login, address) counters of two addresses apart, and the login counter shared', () => {
    const keys = (ip: string) =>
      Object.fromEntries(
        credentialRules({ ...request, ip }, limits).map((r) => [r.key.split(':')[0], r.key]),
      );
    const [a, b] = [keys('10.0.0.1'), keys('10.0.0.2')];
    expect(a['cred-login-ip']).not.toBe(b['cred-login-ip']);
    expect(a['cred-ip']).not.toBe(b['cred-ip']);
    expect(a['cred-login']).toBe(b['cred-login']);
  });

  it('keeps the e-mail address out of the counter keys', () => {
    for (const rule of credentialRules(request, limits)) {
      expect(rule.key).not.toContain('anna');
    }
  });
});
