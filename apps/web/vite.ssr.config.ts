import { defineConfig } from 'vite';

/**
 * The server's part of the web build: the module the API loads to write a course's or a kit's own
 * head into the page it sends (src/prerender/item-head.ts), so that link previews and crawlers that
 * run no script read the item's title, description, Open Graph and JSON-LD. Built for Node with
 * everything it imports inside it, into dist-ssr/ beside dist/ (which is served to browsers).
 */
export default defineConfig({
  resolve: {
    alias: { '@': decodeURIComponent(new URL('./src', import.meta.url).pathname) },
  },
  publicDir: false,
  ssr: { noExternal: true },
  build: {
    ssr: 'src/prerender/item-head.ts',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: { output: { entryFileNames: 'item-head.js' } },
  },
});
