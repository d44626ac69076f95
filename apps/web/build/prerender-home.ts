import { readFileSync } from 'node:fs';
import { createServer } from 'vite';

/** Where the hero's renderer lives, and what it reads. */
const ENTRY = '/src/prerender/home-hero.tsx';
const ROOT = decodeURIComponent(new URL('..', import.meta.url).pathname);

interface HomeHeroModule {
  renderHomeHero: (resources: Record<string, Record<string, unknown>>) => string;
}

const translations = (namespace: string): unknown =>
  JSON.parse(readFileSync(`${ROOT}public/locales/ru/${namespace}.json`, 'utf8'));

/**
 * The home page's hero as HTML with its styles, rendered by the app's own components through
 * Vite's server-side module loader (the build's bundles are for the browser). Only the
 * translations the hero reads are given: a text missing from them shows as its key, and the test of
 * src/prerender fails.
 */
export async function prerenderHomeHero(): Promise<string> {
  const server = await createServer({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    resolve: { alias: { '@': `${ROOT}src` } },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { renderHomeHero } = (await server.ssrLoadModule(ENTRY)) as HomeHeroModule;
    return renderHomeHero({ ru: { pages: translations('pages') } });
  } finally {
    await server.close();
  }
}
