import { useLayoutEffect } from 'react';
import { BOOT_PAGE_ID, BOOT_SHELL_ID } from './boot-shell-markup';

/** What the HTML painted before the script ran: the header's frame, the home page's hero, or both. */
export type BootPart = 'frame' | 'page' | 'all';

const ids: Record<BootPart, readonly string[]> = {
  frame: [BOOT_SHELL_ID],
  page: [BOOT_PAGE_ID],
  all: [BOOT_SHELL_ID, BOOT_PAGE_ID],
};

/** Takes away what the HTML painted; nothing for a part already gone. */
export function removeBootShell(part: BootPart = 'all'): void {
  for (const id of ids[part]) document.getElementById(id)?.remove();
}

/**
 * For the screen that replaces a part: the part goes in the same frame the screen appears, so the
 * page never shows both, nor the loader in between. The app's header takes the frame, the home
 * page its hero, the error screen both; `when` false keeps the part for now.
 */
export function useBootShellGone(part: BootPart = 'all', when = true): void {
  useLayoutEffect(() => {
    if (when) removeBootShell(part);
  }, [part, when]);
}
