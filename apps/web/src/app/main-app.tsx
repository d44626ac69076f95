import { Suspense } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import { PageLoader } from '@/components/ui/page-loader';
import { queryClient } from '@/lib/query-client';
import { AppProviders } from './providers';
import { createRoutes } from './routes';

/** The shop's routes, made once, before the router: the session they read is restored first. */
export const createMainRoutes = (): RouteObject[] => createRoutes(queryClient);

/**
 * The shop's router. Making it starts the first navigation: the matched routes' loaders (the
 * page's data) and lazy parts (its chunk). main.tsx makes it in a task of its own right after the
 * routes, before Chakra's system, so that the learner's data and the account's chunks go out then
 * (about 130 ms sooner on the account page than when it was made after the system). About 20 ms of
 * main thread in Chromium, 90 ms on Lighthouse's phone.
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
