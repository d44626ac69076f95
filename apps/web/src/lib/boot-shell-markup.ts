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
/** The theme's global styles (Chakra's reset, global rules and token variables), written by the build. */
export const THEME_CSS_ID = 'theme-css';
