import { useDeferredValue } from 'react';

/**
 * A query's data for rendering a screen from it, and whether that render is still to come.
 *
 * TanStack Query hands new data to React through useSyncExternalStore, whose updates React renders
 * synchronously: the arrival of a course list or a course became one task of about 200 ms on a
 * fast machine (24 cards' styles worked out by Chakra at runtime), which a phone feels as a frozen
 * page and Lighthouse counts whole as blocking time. Rendered from the deferred value, the screen's
 * urgent render keeps what it showed (the spinner) and React then renders the data as a transition,
 * in slices that leave the main thread free between them. Data already cached when the screen
 * mounts is rendered at once.
 */
export function useDeferredData<Data>(data: Data | undefined): {
  data: Data | undefined;
  rendering: boolean;
} {
  const deferred = useDeferredValue(data);
  // With no data now (another query began), an older deferred value must not show beside its spinner.
  if (data === undefined) return { data: undefined, rendering: false };
  return { data: deferred, rendering: deferred === undefined };
}
