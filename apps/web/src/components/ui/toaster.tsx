import { Toaster as SonnerToaster } from 'sonner';
import { TOAST_SETTINGS } from '@/config/constants';

/** Toasts: 4 s, 3 visible, gap 14 px (width 356 px and swipe 45 px / 0.11 are sonner's defaults). */
export function Toaster() {
  return (
    <SonnerToaster
      position="top-right"
      richColors
      closeButton
      duration={TOAST_SETTINGS.duration}
      visibleToasts={TOAST_SETTINGS.visibleToasts}
      gap={TOAST_SETTINGS.gap}
    />
  );
}
