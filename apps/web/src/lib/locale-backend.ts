import type { BackendModule, ReadCallback } from 'i18next';
import { localeUrl } from './i18n-namespaces';

/** A failure worth another try: the network, a server error, a timeout or a rate limit. */
const isTransient = (status: number) => status >= 500 || status === 408 || status === 429;

/**
 * Reads /locales/{lng}/{ns}.json with fetch: all the site needs of i18next-http-backend, whose
 * options and XHR fallback cost every first visit about 4 KB gzip. Passing `true` beside an error
 * asks i18next to retry the read (its maxRetries and retryTimeout); a 404 is final.
 */
export const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const url = localeUrl(language, namespace);
    fetch(url)
      .then(async (response) => {
        if (!response.ok) {
          callback(new Error(`${url}: ${response.status}`), isTransient(response.status));
          return;
        }
        callback(null, await response.json());
      })
      .catch((error: unknown) => callback(error as Error, true));
  },
};
