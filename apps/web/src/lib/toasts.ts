/**
 * sonner (about 10 KB gzip with its styles) loads with the first toast, not on every first visit.
 * notify() asks for it here; the app's <Toaster /> renders sonner's toaster once it is asked for and
 * says when that toaster is mounted, and only then is the toast shown: sonner hands a toast only to
 * toasters already listening.
 */
type Sonner = typeof import('sonner');

let requested = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
let sonner: Promise<Sonner> | undefined;

/** sonner, once a toaster is listening. */
export function loadToasts(): Promise<Sonner> {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  sonner ??= import('sonner');
  return Promise.all([sonner, mounted]).then(([module]) => module);
}

/** For <Toaster />: whether a toast has been asked for, and a way to hear when one is. */
export const toastsRequested = () => requested;
export function subscribeToastsRequested(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** For <Toaster />: sonner's toaster is mounted and listening. */
export const toasterMounted = () => markMounted();
