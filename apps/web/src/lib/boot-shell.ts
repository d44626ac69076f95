import { useLayoutEffect } from 'react';
import { BOOT_SHELL_ID } from './boot-shell-markup';

/** Takes away the frame index.html painted before the script ran; nothing when it is gone. */
export function removeBootShell(): void {
  document.getElementById(BOOT_SHELL_ID)?.remove();
}

/**
 * For the app's own header and its error screen: the frame goes in the same frame they appear, so
 * the page never shows both, nor the loader without a header in between.
 */
export function useBootShellGone(): void {
  useLayoutEffect(removeBootShell, []);
}
