/** The header's frame index.html paints before the script (build/boot-shell.ts). */
export const BOOT_SHELL_ID = 'boot-shell';
export const BOOT_SHELL_VARIANT = 'data-boot-shell';
/** The home page's prerendered hero, laid over the page in home.html (build/boot-shell.ts). */
export const BOOT_PAGE_ID = 'boot-page';
/** The theme's global styles (Chakra's reset, global rules and token variables), written by the build. */
export const THEME_CSS_ID = 'theme-css';
