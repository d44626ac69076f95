// Relative imports: the build's plugin (build/boot-shell.ts) loads this file too, without the alias.
import { storageKeys } from '../config/storage-keys';
import { earlyReadsScript } from './early-reads';

/** The header's frame index.html paints before the script (build/boot-shell.ts). */
export const BOOT_SHELL_ID = 'boot-shell';
export const BOOT_SHELL_VARIANT = 'data-boot-shell';
/**
 * A prerendered screen laid over the page until the app's own mounts: the home page's hero in
 * home.html (build/boot-shell.ts), the first screen of a course, a kit or their lists in the page
 * the API sends for it (src/prerender/page-heads.ts). It names the path it was rendered for.
 */
export const BOOT_PAGE_ID = 'boot-page';
export const BOOT_PAGE_PATH = 'data-boot-path';
/** Set on a screen drawn for an anonymous visitor (an item's price and buttons depend on the viewer). */
export const BOOT_PAGE_ANONYMOUS = 'data-boot-anonymous';
/**
 * Set on <html> by index.html's one inline script when a session is stored, before anything paints:
 * a screen drawn for an anonymous visitor is then not shown (build/boot-shell.ts).
 */
export const SIGNED_IN_HINT = 'data-signed-in';

/**
 * That script: the page counts as signed in when a token is stored, as the app does
 * (lib/session/session-store.ts), and an account list's first reads and scripts start then
 * (lib/early-reads.ts; the build names the account area's `accountChunks`). The API's
 * Content-Security-Policy allows it by its hash (apps/api/src/bootstrap/inline-scripts.ts); storage
 * the browser refuses leaves the page anonymous.
 */
export const signedInHintScript = (accountChunks: readonly string[] = []): string =>
  `try{var d=document,t=localStorage.getItem(${JSON.stringify(storageKeys.apiToken)});` +
  `if(t){d.documentElement.setAttribute(${JSON.stringify(SIGNED_IN_HINT)},"");` +
  `${earlyReadsScript(accountChunks)}}}catch(e){}`;
/** The theme's global styles (Chakra's reset, global rules and token variables), written by the build. */
export const THEME_CSS_ID = 'theme-css';
