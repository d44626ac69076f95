import { Suspense } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import { PageLoader } from '@/components/ui/page-loader';
import { queryClient } from '@/lib/query-client';
import { AppProviders } from './providers';
import { createRoutes } from './routes';

/**
 * The shop's router. Making it starts the first navigation (the route's data, its page's chunk):
 * about 20 ms of main thread in Chromium, 90 ms on Lighthouse's phone, which main.tsx spends in a
 * task of its own rather than in the first render's.
 */
export const createMainRouter = () => createBrowserRouter(createRoutes(queryClient));

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
