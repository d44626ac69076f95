import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToastsRequested, toastsRequested } from '@/lib/toasts';

const SonnerToaster = lazy(() => import('./sonner-toaster'));

/** The app's toaster: nothing until the first toast is asked for (see lib/toasts.ts). */
export function Toaster() {
  const requested = useSyncExternalStore(
    subscribeToastsRequested,
    toastsRequested,
    toastsRequested,
  );
  return requested ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
