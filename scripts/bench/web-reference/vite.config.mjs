// Builds the reference app with the web app's own Vite, React plugin and packages: every bare import
// is resolved as if apps/web/src made it, so both builds bundle the very same versions.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const webApp = path.resolve(here, '../../../apps/web');
const webImporter = path.join(webApp, 'src/main.tsx');
const fromWebApp = createRequire(path.join(webApp, 'package.json'));
const { default: react } = await import(
  pathToFileURL(fromWebApp.resolve('@vitejs/plugin-react')).href
);

const isBare = (source) => !/^[./\0]/.test(source) && !path.isAbsolute(source);

/** @type {import('vite').UserConfig} */
export default {
  root: here,
  logLevel: 'warn',
  plugins: [
    {
      name: 'resolve-from-web-app',
      enforce: 'pre',
      resolveId(source, importer, options) {
        if (!importer || !importer.startsWith(here) || !isBare(source)) return null;
        return this.resolve(source, webImporter, { ...options, skipSelf: true });
      },
    },
    react(),
  ],
  build: { outDir: path.join(here, 'dist'), emptyOutDir: true, sourcemap: false },
};
