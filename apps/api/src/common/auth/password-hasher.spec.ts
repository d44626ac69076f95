import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './password-hasher.js';

describe('password hasher', () => {
  it('hashes with argon2id and verifies only the same password', async () => {
    const stored = await hashPassword('secret1');
    expect(stored.startsWith('$argon2id$')).toBe(true);
    await expect(verifyPassword(stored, 'secret1')).resolves.toBe(true);
    await expect(verifyPassword(stored, 'secret2')).resolves.toBe(false);
  });

  it('salts each hash', async () => {
    expect(await hashPassword('secret1')).not.toEqual(await hashPassword('secret1'));
  });

  it('treats a malformed stored hash as a mismatch, and the dummy hash as well-formed', async () => {
    await expect(verifyPassword('not-a-hash', 'secret1')).resolves.toBe(false);
    await expect(verifyPassword(DUMMY_PASSWORD_HASH, 'secret1')).resolves.toBe(false);
  });
});
