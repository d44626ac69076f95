import { Toaster as SonnerToaster } from 'sonner';
import { TOAST_SETTINGS } from '@/config/constants';

/**
 * Toasts: 4 s, 3 visible, gap 14 px (width 356 px and swipe 45 px / 0.11 are sonner's defaults).
 * At the bottom, where they cover no menu or account button (sonner spans phones full-width).
 */
export function Toaster() {
  return (
    <SonnerToaster
      position="bottom-right"
      richColors
      closeButton
      duration={TOAST_SETTINGS.duration}
      visibleToasts={TOAST_SETTINGS.visibleToasts}
      gap={TOAST_SETTINGS.gap}
    />
  );
}
