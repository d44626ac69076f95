import {
  createSystem,
  createSystemSteps,
  defineConfig,
  type SystemContext,
} from '@chakra-ui/react';
import { THEME_CSS_ID } from './boot-shell-markup';
import { chakraBaseConfigs } from './chakra-base';
import { bodyFontStack, headingFontStack } from './font-stacks';
import { palette, semanticColors } from './palette';

type Tokens = Record<string, Record<string, { value: string }>>;

/** { brand: { 50: '#…' } } → Chakra's { brand: { 50: { value: '#…' } } }. */
function toTokens(groups: Record<string, Record<string | number, string>>): Tokens {
  return Object.fromEntries(
    Object.entries(groups).map(([name, shades]) => [
      name,
      Object.fromEntries(Object.entries(shades).map(([key, value]) => [key, { value }])),
    ]),
  );
}

const config = defineConfig({
  theme: {
    tokens: {
      // Self-hosted in src/styles/fonts.css: a humanist sans for text, a warm serif for headings.
      fonts: {
        heading: { value: headingFontStack },
        body: { value: bodyFontStack },
      },
      colors: toTokens(palette),
    },
    semanticTokens: {
      colors: toTokens(semanticColors),
    },
  },
  globalCss: {
    'html, body': { minHeight: '100%' },
    body: { bg: 'bg', color: 'fg' },
  },
});

const configs = [...chakraBaseConfigs, config];
let built: SystemContext | undefined;

/**
 * The site's Chakra system, made on first use: createSystem (its dictionary of ~700 tokens) is
 * 40–95 ms of main thread in Chromium on the development machine, four times that on Lighthouse's
 * phone. The browser makes it with buildAppSystem first.
 */
export const appSystem = (): SystemContext => (built ??= createSystem(...configs));

/**
 * Makes the system in createSystem's steps (patches/@chakra-ui__react*.patch: merging the
 * configs, the token dictionary's phases, the utilities), awaiting `between` after each: main.tsx
 * runs each in a task of its own, none longer than ~25 ms in Chromium where the whole was one task
 * of 45–95 ms, all of it blocking time on Lighthouse's phone.
 */
export async function buildAppSystem(between: () => Promise<void>): Promise<SystemContext> {
  const steps = createSystemSteps(...configs);
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return (built ??= step.value);
    await between();
  }
}

/**
 * The system with no global styles of its own to add, for a page that already carries them.
 * Chakra builds its global styles (the reset, global rules and every token's CSS variable) on first
 * read of `_global` (patches/@chakra-ui__react*.patch makes that lazy): on a phone at Lighthouse's
 * slowdown that was about half of createSystem's 490 ms, before anything rendered.
 */
export const withoutGlobalStyles = (base: SystemContext): SystemContext =>
  Object.create(base, { _global: { value: [] } }) as SystemContext;

/**
 * What the app renders with: the build writes the global styles into the HTML (build/boot-shell.ts),
 * so there the browser never builds them; elsewhere (the dev server, tests) Chakra does.
 */
export const systemForPage = (page: Document | undefined): SystemContext =>
  page?.getElementById(THEME_CSS_ID) ? withoutGlobalStyles(appSystem()) : appSystem();
