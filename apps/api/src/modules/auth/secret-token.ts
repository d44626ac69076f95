import { createHash, randomBytes } from 'node:crypto';

/** A fresh random secret (32 bytes, URL-safe) for API tokens and reset links. */
export function generateSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of the secret itself. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
