import { Suspense, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import { PageLoader } from '@/components/ui/page-loader';
import { queryClient } from '@/lib/query-client';
import { AppProviders } from './providers';
import { createRoutes } from './routes';

export function MainApp({ i18n }: { i18n: I18n }) {
  const [router] = useState(() => createBrowserRouter(createRoutes(queryClient)));
  return (
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <Suspense fallback={<PageLoader />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>
  );
}
