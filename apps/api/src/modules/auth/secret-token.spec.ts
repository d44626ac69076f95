import { generateSecretToken, hashSecretToken } from './secret-token.js';

describe('secret tokens', () => {
  it('are at least 32 random bytes and never repeat', () => {
    const a = generateSecretToken();
    const b = generateSecretToken();
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(a).not.toEqual(b);
  });

  it('hash to a stable 64-character SHA-256 that differs from the token', () => {
    const token = generateSecretToken();
    expect(hashSecretToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSecretToken(token)).toEqual(hashSecretToken(token));
    expect(hashSecretToken(token)).not.toContain(token);
  });
});
