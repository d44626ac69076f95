/**
 * The header's frame index.html paints before the script (build/boot-shell.ts). The API's
 * SpaFallback sends the home page with this attribute set to `dark`, so keep the two in step.
 */
export const BOOT_SHELL_ID = 'boot-shell';
export const BOOT_SHELL_VARIANT = 'data-boot-shell';
