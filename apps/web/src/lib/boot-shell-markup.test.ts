import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/config/storage-keys';
import { SIGNED_IN_HINT, signedInHintScript } from './boot-shell-markup';

/** Runs the script as the page's head does. */
const runHint = () => new Function(signedInHintScript())();

describe('the signed-in hint index.html runs first', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute(SIGNED_IN_HINT);
    vi.restoreAllMocks();
  });

  it('marks the page signed in when a token is stored, as the app counts a session', () => {
    localStorage.setItem(storageKeys.apiToken, 'token');
    runHint();
    expect(document.documentElement.hasAttribute(SIGNED_IN_HINT)).toBe(true);
  });

  it('leaves an anonymous visitor’s page unmarked, an empty token included', () => {
    runHint();
    localStorage.setItem(storageKeys.apiToken, '');
    runHint();
    expect(document.documentElement.hasAttribute(SIGNED_IN_HINT)).toBe(false);
  });

  it('leaves the page unmarked, without an error, where the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(runHint).not.toThrow();
    expect(document.documentElement.hasAttribute(SIGNED_IN_HINT)).toBe(false);
  });
});
