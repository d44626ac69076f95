import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether two strings are equal, in time that does not depend on where they differ. Both sides are
 * hashed first, so the compared buffers always have the same length and the length leaks nothing.
 */
export function constantTimeEqual(received: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(received), digest(expected));
}
