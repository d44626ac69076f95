import { readFileSync } from 'node:fs';
import { createServer } from 'vite';

/** The renderers, and what they read. */
const HERO = '/src/prerender/home-hero.tsx';
const THEME_CSS = '/src/prerender/theme-css.tsx';
const ROOT = decodeURIComponent(new URL('..', import.meta.url).pathname);

interface HomeHeroModule {
  renderHomeHero: (resources: Record<string, Record<string, unknown>>) => string;
}

interface ThemeCssModule {
  renderThemeCss: () => string;
}

/** What the build writes into the pages before any script runs. */
export interface Prerendered {
  /** The home page's hero, with its styles. */
  hero: string;
  /** The theme's global styles, for every page's head. */
  themeCss: string;
}

const translations = (namespace: string): unknown =>
  JSON.parse(readFileSync(`${ROOT}public/locales/ru/${namespace}.json`, 'utf8'));

/**
 * The home page's hero as HTML with its styles, and the theme's global styles, rendered by the
 * app's own components and theme through Vite's server-side module loader (the build's bundles
 * are for the browser). Only the translations the hero reads are given: a text missing from them
 * shows as its key, and the test of src/prerender fails.
 */
export async function prerenderPages(): Promise<Prerendered> {
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
    const { renderHomeHero } = (await server.ssrLoadModule(HERO)) as HomeHeroModule;
    const { renderThemeCss } = (await server.ssrLoadModule(THEME_CSS)) as ThemeCssModule;
    return {
      hero: renderHomeHero({ ru: { pages: translations('pages') } }),
      themeCss: renderThemeCss(),
    };
  } finally {
    await server.close();
  }
}
