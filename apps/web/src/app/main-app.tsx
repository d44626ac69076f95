import { Suspense } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import { PageLoader } from '@/components/ui/page-loader';
import { queryClient } from '@/lib/query-client';
import { AppProviders } from './providers';
import { createRoutes } from './routes';

/** The shop's routes, made once: the first page's loads start with them before the router exists. */
export const createMainRoutes = (): RouteObject[] => createRoutes(queryClient);

/** A failure here is the router's to report: its own first navigation runs the same loads again. */
const settled = (work: unknown) => Promise.resolve(work).catch(() => undefined);

/**
 * Starts what the first page needs, its route loaders' data and its page's chunk, as soon as the
 * modules have run, instead of when the router is made two tasks later (after Chakra's system):
 * on Lighthouse's phone those tasks are 400 ms that the downloads no longer wait for. The router's
 * own first navigation then finds the data in flight (TanStack Query shares the request) and the
 * chunk loaded.
 */
export function startFirstPageLoads(routes: RouteObject[], address: string): void {
  const url = new URL(address);
  const request = new Request(url);
  const matches = matchRoutes(routes, url.pathname) ?? [];
  matches.forEach(({ route, params }, index) => {
    if (typeof route.loader === 'function') {
      const pattern = `/${matches
        .slice(0, index + 1)
        .flatMap((match) => match.route.path?.replace(/^\//, '') || [])
        .join('/')}`;
      void settled(route.loader({ params, request, url, pattern, context: undefined }));
    }
    if (typeof route.lazy === 'function') void settled(route.lazy());
  });
}

/**
 * The shop's router. Making it starts the first navigation: about 20 ms of main thread in
 * Chromium, 90 ms on Lighthouse's phone, which main.tsx spends in a task of its own rather than in
 * the first render's.
 */
export const createMainRouter = (routes: RouteObject[]) => createBrowserRouter(routes);

export type MainRouter = ReturnType<typeof createMainRouter>;

export function MainApp({ i18n, router }: { i18n: I18n; router: MainRouter }) {
  return (
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <Suspense fallback={<PageLoader />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>
  );
}
