import type { ReactElement } from 'react';
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

export function renderRoutes(routes: RouteObject[], initialEntries: string[]) {
  const router = createMemoryRouter(routes, { initialEntries });
  const queryClient = createQueryClient();
  const result = render(
    <AppProviders i18n={i18next} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}
