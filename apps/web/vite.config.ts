import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { areaChunks } from './build/area-chunks';
import { bootShell } from './build/boot-shell';
import { inlineEntryCss } from './build/inline-css';
import { localePreload } from './build/locale-preload';
import { precompress } from './build/precompress';
import { punctuationFonts } from './build/punctuation-fonts';

// Served by the API: its routes, and the crawlers' files at the site's root.
const apiProxy = Object.fromEntries(
  ['/api', '/robots.txt', '/sitemap.xml'].map((path) => [
    path,
    { target: 'http://127.0.0.1:3000', changeOrigin: true },
  ]),
);

const sourceRoot = decodeURIComponent(new URL('./src', import.meta.url).pathname);

// The lazy pages whose first screen waits for their scripts, each with its shared code in one file:
// the home page first (what `/` downloads stays as it was), then the learner's account.
const areas = areaChunks(sourceRoot, [
  { name: 'home-shared', entry: 'app/routes/home.tsx' },
  { name: 'account-shared', entry: 'features/account/components/account-pages.tsx' },
]);

export default defineConfig({
  plugins: [
    punctuationFonts(),
    react(),
    areas.plugin,
    bootShell(),
    inlineEntryCss(),
    localePreload(),
    precompress(),
  ],
  resolve: {
    alias: { '@': sourceRoot },
  },
  server: {
    port: 5173,
    proxy: apiProxy,
  },
  preview: {
    proxy: apiProxy,
  },
  build: {
    outDir: 'dist',
    // Source maps would publish the whole source; the dev server keeps its own inline maps.
    sourcemap: false,
    rolldownOptions: {
      // Chakra builds its whole default theme in a call the bundler cannot prove pure; marked so,
      // the unused theme and the recipes only it names drop out (see src/lib/chakra-base.ts).
      treeshake: { manualPureFunctions: ['defineConfig'] },
      output: {
        // The entry's static graph ($initial) as two files, the libraries and the app's start-up
        // code: rolldown splits what the entry shares with lazy routes into its own chunks, about
        // thirty, and over HTTP/1.1's six connections each preload cost a round trip in turn. The
        // tag keeps the groups to what the entry loads anyway (README, "The start-up scripts").
        codeSplitting: {
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /node_modules/, priority: 2 },
            { name: 'start', tags: ['$initial'], priority: 1 },
            ...areas.groups,
          ],
        },
      },
    },
  },
});
