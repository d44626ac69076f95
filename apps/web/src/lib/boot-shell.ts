import { useLayoutEffect } from 'react';
import {
  BOOT_PAGE_ANONYMOUS,
  BOOT_PAGE_ID,
  BOOT_PAGE_PATH,
  BOOT_SHELL_ID,
} from './boot-shell-markup';

/** What the HTML painted before the script ran: the header's frame, a prerendered screen, or both. */
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
 * For a signed-in visitor, as the app starts: a screen the server drew for an anonymous one (an
 * item's price and 'Купить' where theirs may say 'Смотреть') goes, and the app's loader shows
 * until their own state has loaded.
 */
export function removeAnonymousBootPage(): void {
  document.querySelector(`#${BOOT_PAGE_ID}[${BOOT_PAGE_ANONYMOUS}]`)?.remove();
}

/**
 * For the screen that replaces a part: the part goes in the same frame the screen appears, so the
 * page never shows both, nor the loader in between. The app's header takes the frame; the page a
 * screen was drawn for (the home page, a course, a kit, their lists) takes the screen once it shows
 * its own (or its error); the error screen both. `when` false keeps the part for now.
 */
export function useBootShellGone(part: BootPart = 'all', when = true): void {
  useLayoutEffect(() => {
    if (when) removeBootShell(part);
  }, [part, when]);
}

/**
 * A prerendered screen stays only on the path it was rendered for: away from it (a redirect, or a
 * click on one of its links before its page mounted) it goes.
 */
export function useBootPageKeptTo(pathname: string): void {
  useLayoutEffect(() => {
    const page = document.getElementById(BOOT_PAGE_ID);
    if (page && page.getAttribute(BOOT_PAGE_PATH) !== pathname) page.remove();
  }, [pathname]);
}
