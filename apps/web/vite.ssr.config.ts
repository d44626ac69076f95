import { defineConfig } from 'vite';

/**
 * The server's part of the web build: the module the API loads to write each page's own head into
 * the page it sends (src/prerender/page-heads.ts), so that link previews and crawlers that run no
 * script read the page's title and description, and an item's Open Graph and JSON-LD; and to draw
 * the catalog's first screens with the app's own pages (src/prerender/catalog-screens.tsx). Built
 * for Node with everything it imports inside it (the lazy parts as chunks under assets/), into
 * dist-ssr/ beside dist/ (which browsers get).
 */
export default defineConfig({
  resolve: {
    alias: { '@': decodeURIComponent(new URL('./src', import.meta.url).pathname) },
  },
  publicDir: false,
  ssr: { noExternal: true },
  build: {
    ssr: 'src/prerender/page-heads.ts',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: { output: { entryFileNames: 'page-heads.js' } },
  },
});
