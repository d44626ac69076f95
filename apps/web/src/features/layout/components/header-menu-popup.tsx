import type { ComponentProps } from 'react';
import { Menu } from '@/components/ui/lazy-widgets';

/**
 * Where a header menu opens: fixed to the viewport, so no scrolling box (the ☰ drawer's body)
 * clips it.
 */
export const HEADER_MENU_STRATEGY = 'fixed';

/**
 * A header menu's list, rendered where its button is rather than portalled to the end of <body>:
 * it stays inside the header's landmark (or the ☰ drawer's dialog), so a screen reader meets it
 * where the button is and no content sits outside a landmark (axe's `region`).
 */
export function HeaderMenuPopup(props: ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Positioner>
      <Menu.Content {...props} />
    </Menu.Positioner>
  );
}
