import type { Plugin } from 'vite';
import { localeUrl, namespaces } from '../src/lib/i18n-namespaces';

/**
 * Adds a preload of every translation file read at start to index.html: nothing renders before
 * they arrive, and without the hint the browser asks for them only once the whole entry script has
 * run, one more round trip on a phone's network before the first paint. `crossorigin` makes the
 * preload match the backend's fetch (CORS mode, same-origin credentials).
 *
 * At the end of the body, not in the head: the browser asks for what it finds in document order,
 * on HTTP/1.1's six connections per host, so eight files ahead of the first screen the server
 * draws held back its cover (the largest paint of a list, a course and a kit) by a connection's
 * turn. The preload scanner still finds them in the same parse, long before the scripts need them.
 */
export function localePreload(language = 'ru'): Plugin {
  return {
    name: 'course-shop:locale-preload',
    transformIndexHtml: () =>
      namespaces.map((namespace) => ({
        tag: 'link',
        attrs: {
          rel: 'preload',
          as: 'fetch',
          crossorigin: '',
          href: localeUrl(language, namespace),
        },
        injectTo: 'body',
      })),
  };
}
