import { expect } from 'vitest';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Tabs forwards and backwards through a dialog more times than it has stops, checking that focus
 * never leaves it (the focus trap), and answers the elements visited in order.
 */
export async function expectTabStaysInside(user: UserEvent, dialog: HTMLElement, presses = 8) {
  const visited: Element[] = [];
  for (const shift of [false, true]) {
    for (let press = 0; press < presses; press += 1) {
      await user.tab({ shift });
      expect(dialog.contains(document.activeElement), 'focus stays inside the dialog').toBe(true);
      if (!shift) visited.push(document.activeElement as Element);
    }
  }
  return visited;
}

/** Presses Tab until `target` has focus, failing after `maxPresses`: "reachable by keyboard". */
export async function tabTo(user: UserEvent, target: HTMLElement, maxPresses = 3) {
  for (let press = 0; press < maxPresses && document.activeElement !== target; press += 1) {
    await user.tab();
  }
  expect(target).toHaveFocus();
}
