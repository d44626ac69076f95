import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { i18next } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { AppProviders } from '@/app/providers';

interface RenderOptions {
  path?: string;
  initialEntries?: string[];
  /** Extra routes next to the one rendering `ui` (e.g. '/' to observe a redirect). */
  routes?: RouteObject[];
}

/** Renders real components inside the app's providers and a memory router. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const path = options.path ?? '/test';
  const router = createMemoryRouter([{ path, element: ui }, ...(options.routes ?? [])], {
    initialEntries: options.initialEntries ?? [path],
  });
  const queryClient = createQueryClient();
  const result = render(
    <AppProviders i18n={i18next} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

/** Routes as they are, or made for the test's query client (the app's createRoutes). */
type TestRoutes = RouteObject[] | ((queryClient: QueryClient) => RouteObject[]);

export function renderRoutes(routes: TestRoutes, initialEntries: string[]) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(typeof routes === 'function' ? routes(queryClient) : routes, {
    initialEntries,
  });
  const result = render(
    <AppProviders i18n={i18next} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}
