import { lazy, Suspense } from 'react';
import { PageLoader } from '@/components/ui/page-loader';
import { CHUNK_LOAD_TIMEOUT_MS } from '@/config/constants';

export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super(`Route chunk did not load within ${CHUNK_LOAD_TIMEOUT_MS} ms`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

/** A script chunk that has not arrived after 120 s is a load error, not an endless spinner. */
export function withChunkTimeout<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Lazy route module for react-router: picks one named component out of a lazily loaded file. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => React.ComponentType) {
  return async () => ({ Component: pick(await withChunkTimeout(load)) });
}

/** Areas already loaded, by their loader: a page of one renders at once, without a loader flash. */
const loadedAreas = new Map<() => Promise<unknown>, unknown>();
const pendingAreas = new Map<() => Promise<unknown>, Promise<unknown>>();

/**
 * Loads a guarded area once, however many pages and loaders ask; remembered when it arrives. A
 * failed load is forgotten, so the next page that asks tries again.
 */
export function preloadArea<M>(load: () => Promise<M>): Promise<M> {
  let pending = pendingAreas.get(load);
  if (pending === undefined) {
    pending = withChunkTimeout(load).then((area) => {
      loadedAreas.set(load, area);
      return area;
    });
    pending.catch(() => pendingAreas.delete(load));
    pendingAreas.set(load, pending);
  }
  return pending as Promise<M>;
}

/**
 * A page behind a guard (RequireAuth): loaded when it renders or when its route's loader asks
 * (routes.tsx starts it for a visitor the guard lets in), not as a route's `lazy`: the router
 * resolves every matched route's `lazy` before rendering anything, so an anonymous visitor of
 * /admin/… would download the whole admin area only to be sent home. A chunk that fails to load
 * reaches the route's error element as a render error.
 */
export function guardedPage<M>(load: () => Promise<M>, pick: (module: M) => React.ComponentType) {
  const Page = lazy(async () => ({ default: pick(await preloadArea(load)) }));
  return function GuardedPage() {
    const area = loadedAreas.get(load) as M | undefined;
    if (area !== undefined) {
      const Loaded = pick(area);
      return <Loaded />;
    }
    return (
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    );
  };
}
