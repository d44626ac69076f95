import { windowKey } from './rate-limit.js';

describe('rate limit windows', () => {
  const rule = { key: 'ip:1.2.3.4', limit: 10, windowSeconds: 900 };

  it('keeps hits within one window on one key', () => {
    const start = Date.UTC(2026, 10, 21, 10, 0, 0);
    expect(windowKey(rule, start)).toBe(windowKey(rule, start + 899_999));
  });

  it('moves to a new key when the window ends', () => {
    const start = Date.UTC(2026, 10, 21, 10, 0, 0);
    expect(windowKey(rule, start)).not.toBe(windowKey(rule, start + 900_000));
  });
});
