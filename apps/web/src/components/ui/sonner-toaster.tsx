import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { TOAST_SETTINGS } from '@/config/constants';
import { toasterMounted } from '@/lib/toasts';

/**
 * Toasts: 4 s, 3 visible, gap 14 px (width 356 px and swipe 45 px / 0.11 are sonner's defaults).
 * At the bottom, where they cover no menu or account button (sonner spans phones full-width).
 */
export default function SonnerToaster() {
  // sonner's toaster subscribes in its own effect, which runs before this one (children first).
  useEffect(toasterMounted, []);
  return (
    <Toaster
      position="bottom-right"
      richColors
      closeButton
      duration={TOAST_SETTINGS.duration}
      visibleToasts={TOAST_SETTINGS.visibleToasts}
      gap={TOAST_SETTINGS.gap}
    />
  );
}
