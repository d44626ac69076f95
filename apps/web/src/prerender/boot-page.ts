// Relative imports: the build's plugin (build/boot-shell.ts) loads this file too, without the alias.
import {
  BOOT_PAGE_ANONYMOUS,
  BOOT_PAGE_ID,
  BOOT_PAGE_PATH,
  BOOT_SHELL_VARIANT,
  SIGNED_IN_HINT,
} from '../lib/boot-shell-markup';
import { semanticColors } from '../lib/palette';
import { hoistedStyles } from './hoisted-styles';
import { withStartAfterPaint } from './start-after-paint';

/** The header over the screen: dark on the home page, light with a border below elsewhere. */
export type HeaderVariant = 'dark' | 'light';

/**
 * Where a prerendered screen lies: over the page under the header, hiding the app's loader. The
 * header is 64 px; from 48em up it is in the flow (sticky), and the light one's 1 px border below
 * pushes the page down by as much (below 48em it is fixed over a 64 px spacer).
 */
const bootPageCss = (header: HeaderVariant) =>
  `#${BOOT_PAGE_ID}{position:absolute;top:64px;left:0;right:0;z-index:1300;\
min-height:calc(100vh - 64px);background:${semanticColors.bg.DEFAULT}}` +
  (header === 'light' ? `@media (min-width:48em){#${BOOT_PAGE_ID}{top:65px}}` : '') +
  // A signed-in visitor's own price and buttons ('Смотреть', the renewal price) come with the app:
  // until then the header's frame shows, not a screen that offers them what they own.
  `[${SIGNED_IN_HINT}] #${BOOT_PAGE_ID}[${BOOT_PAGE_ANONYMOUS}]{display:none}`;

/**
 * index.html with a screen the server or the build rendered by the app's own components laid over
 * the page, under the header's frame of that page (`header`), until the app's screen for `pathname`
 * mounts (lib/boot-shell.ts): a phone shows it with the HTML instead of after the scripts,
 * translations, data and first render.
 * Laid over rather than in the flow, its removal moves nothing. The scripts then only make a page
 * already shown interactive: they are asked for once it has painted (start-after-paint.ts), leaving
 * the bandwidth to the fonts and the images before it. Null when the page has no root to lay it
 * beside. The screen's styles go into the head, as one element (hoisted-styles.ts).
 */
export function withBootPage(
  html: string,
  {
    screen,
    pathname,
    header,
    anonymous = false,
  }: {
    screen: string;
    pathname: string;
    header: HeaderVariant;
    /** Drawn for an anonymous visitor: a signed-in one's app takes it away as it starts. */
    anonymous?: boolean;
  },
): string | null {
  if (!html.includes('<div id="root">')) return null;
  const path = pathname.replace(/[&"<>]/g, encodeURIComponent);
  const drawn = hoistedStyles(screen);
  return withStartAfterPaint(html)
    .replace('</head>', () => `${drawn.styles}</head>`)
    .replace(`${BOOT_SHELL_VARIANT}="light"`, `${BOOT_SHELL_VARIANT}="${header}"`)
    .replace(
      '<div id="root">',
      () =>
        `<div id="${BOOT_PAGE_ID}" ${BOOT_PAGE_PATH}="${path}"` +
        `${anonymous ? ` ${BOOT_PAGE_ANONYMOUS}` : ''}>` +
        `<style>${bootPageCss(header)}</style>${drawn.markup}</div><div id="root">`,
    );
}
