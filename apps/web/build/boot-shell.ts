import { readFileSync } from 'node:fs';
import type { Plugin, Rolldown } from 'vite';
import {
  BOOT_SHELL_ID,
  BOOT_SHELL_VARIANT,
  signedInHintScript,
  THEME_CSS_ID,
} from '../src/lib/boot-shell-markup';
import { bodyFontStack } from '../src/lib/font-stacks';
import { palette, semanticColors } from '../src/lib/palette';
import { withBootPage } from '../src/prerender/boot-page';
import { lazyChunkFiles } from './lazy-chunk-files';
import { type Prerendered, prerenderPages } from './prerender';

/** Where index.html takes the shell. */
const MARKER = '<!-- boot-shell -->';

const logoText = (): string =>
  (
    JSON.parse(
      readFileSync(new URL('../public/locales/ru/layout.json', import.meta.url), 'utf8'),
    ) as { logoText: string }
  ).logoText;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The header's frame as the header draws it (features/layout/components/header.tsx: 64 px, the
 * container's 1280 px and padding, the ☰ below 1280 px, the logo's size; light, or dark on the home
 * page), in plain CSS: Chakra's styles arrive with the script.
 */
const shellCss = () => `
#${BOOT_SHELL_ID}{position:fixed;top:0;left:0;right:0;z-index:1400;height:64px;
  background:${semanticColors.bg.DEFAULT};color:${semanticColors.fg.DEFAULT};
  border-bottom:1px solid ${palette.gray[200]};box-sizing:border-box;
  font-family:${bodyFontStack}}
#${BOOT_SHELL_ID}[${BOOT_SHELL_VARIANT}=dark]{background:${semanticColors.ink.bg};color:#fff;border-bottom:0}
#${BOOT_SHELL_ID}>div{box-sizing:border-box;max-width:80rem;height:100%;margin:0 auto;padding:0 16px;
  display:flex;align-items:center;gap:8px}
#${BOOT_SHELL_ID} svg{flex:none;width:40px;height:22px}
#${BOOT_SHELL_ID} span{font-weight:700;font-size:16px;line-height:1.5;white-space:nowrap}
@media (min-width:48em){#${BOOT_SHELL_ID}>div{padding:0 24px;gap:16px}#${BOOT_SHELL_ID} span{font-size:18px}}
@media (min-width:64em){#${BOOT_SHELL_ID}>div{padding:0 32px}}
@media (min-width:80em){#${BOOT_SHELL_ID} svg{display:none}}
body{margin:0;background:${semanticColors.bg.DEFAULT}}`;

const shellHtml = (logo: string) =>
  `<div id="${BOOT_SHELL_ID}" ${BOOT_SHELL_VARIANT}="light" aria-hidden="true"><div>` +
  `<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><path d="M3 6h18M3 12h18M3 18h18"/></svg>` +
  `<span>${escapeHtml(logo)}</span></div></div>`;

/** The account's pages, whose scripts the signed-in hint starts on an account list (lib/early-reads.ts). */
const ACCOUNT_PAGES = 'src/features/account/components/account-pages.tsx';

/** The home page's copy of index.html, its frame dark as its header is; served at / only. */
const HOME_PAGE = 'home.html';

/**
 * index.html made the home page's: the frame dark, and the hero (prerendered by the page's own
 * components) laid over the page below it until the app's home page mounts. The hero is the page's
 * largest text, so a phone shows it with the HTML.
 */
function homePage(index: string, hero: string): string {
  const page = withBootPage(index, { screen: hero, pathname: '/', header: 'dark' });
  if (page === null) throw new Error('index.html has no <div id="root">');
  return page;
}

/**
 * The theme's global styles at the end of the head (the charset must stay in the first 1,024
 * bytes), ahead of what emotion adds at run time: the browser paints with them, and the app does not
 * build them again. They declare the cascade layers' order, and nothing before them uses a layer.
 */
function withThemeCss(html: string, css: string): string {
  if (!html.includes('</head>')) throw new Error('index.html has no </head>');
  return html.replace('</head>', `<style id="${THEME_CSS_ID}">${css}</style></head>`);
}

/**
 * The signed-in hint given the account area's chunks, which only the bundle knows (the dev server's
 * page keeps the hint without them).
 */
function withAccountChunks(html: string, bundle: Rolldown.OutputBundle): string {
  const hint = signedInHintScript();
  if (!html.includes(hint)) throw new Error('index.html has no signed-in hint');
  return html.replace(hint, () => signedInHintScript(lazyChunkFiles(bundle, ACCOUNT_PAGES)));
}

/**
 * Paints the header's frame with the HTML, before any script: on a phone's network the entry script
 * takes seconds, and the page stayed blank until it ran. The frame is decoration (aria-hidden, no
 * link) over the top of the page; the app removes it when its own header or error screen mounts
 * (src/lib/boot-shell.ts). The build also writes home.html, the same page with the dark frame and
 * the prerendered hero, which the API and nginx send at /. Both pages carry the theme's global
 * styles, rendered at build time.
 */
export function bootShell({
  prerender = prerenderPages,
}: { prerender?: () => Promise<Prerendered> } = {}): Plugin {
  return {
    name: 'course-shop:boot-shell',
    transformIndexHtml: (html) => {
      if (!html.includes(MARKER)) throw new Error(`index.html has no ${MARKER}`);
      return {
        html: html.replace(MARKER, shellHtml(logoText())),
        tags: [
          { tag: 'script', children: signedInHintScript(), injectTo: 'head' },
          { tag: 'style', children: shellCss(), injectTo: 'head' },
        ],
      };
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return;
        const { hero, themeCss } = await prerender();
        index.source = withThemeCss(withAccountChunks(String(index.source), bundle), themeCss);
        this.emitFile({ type: 'asset', fileName: HOME_PAGE, source: homePage(index.source, hero) });
      },
    },
  };
}
