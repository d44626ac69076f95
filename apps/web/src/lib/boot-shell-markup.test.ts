import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/config/storage-keys';
import { SIGNED_IN_HINT, signedInHintScript } from './boot-shell-markup';
import { EARLY_READS, EARLY_READS_KEY } from './early-reads';

/** Runs the script as the page's head does; `chunks` as the build names the account's. */
const runHint = (chunks: string[] = []) => new Function(signedInHintScript(chunks))();
const startedReads = () => (globalThis as Record<string, unknown>)[EARLY_READS_KEY];

describe('the signed-in hint index.html runs first', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute(SIGNED_IN_HINT);
    document.head.querySelectorAll('link[rel=modulepreload]').forEach((link) => link.remove());
    delete (globalThis as Record<string, unknown>)[EARLY_READS_KEY];
    window.history.replaceState(null, '', '/');
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('on an account list, starts its reads with the token and its scripts as module preloads', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetch);
    localStorage.setItem(storageKeys.apiToken, 'token');
    window.history.replaceState(null, '', '/account/videocourses');
    runHint(['/assets/account-pages.js', '/assets/account-shared.js']);
    const reads = EARLY_READS['/account/videocourses']!;
    expect(fetch.mock.calls).toEqual(
      reads.map((path) => [path, { headers: { Authorization: 'Bearer token' } }]),
    );
    expect(startedReads()).toEqual(
      reads.map((path) => ({
        url: `${window.location.origin}${path}`,
        token: 'token',
        response: expect.any(Promise),
      })),
    );
    const preloads = [...document.head.querySelectorAll('link[rel=modulepreload]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/account-pages.js',
      '/assets/account-shared.js',
    ]);
    expect(preloads.every((link) => link.getAttribute('crossorigin') === '')).toBe(true);
  });

  it('starts nothing on another page, nor for an anonymous visitor', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetch);
    window.history.replaceState(null, '', '/account/videocourses');
    runHint(['/assets/account-pages.js']);
    localStorage.setItem(storageKeys.apiToken, 'token');
    window.history.replaceState(null, '', '/videocourses');
    runHint(['/assets/account-pages.js']);
    expect(fetch).not.toHaveBeenCalled();
    expect(startedReads()).toBeUndefined();
    expect(document.head.querySelector('link[rel=modulepreload]')).toBeNull();
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
