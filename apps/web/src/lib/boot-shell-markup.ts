/** The header's frame index.html paints before the script (build/boot-shell.ts). */
export const BOOT_SHELL_ID = 'boot-shell';
export const BOOT_SHELL_VARIANT = 'data-boot-shell';
/** The home page's prerendered hero, laid over the page in home.html (build/boot-shell.ts). */
export const BOOT_PAGE_ID = 'boot-page';
