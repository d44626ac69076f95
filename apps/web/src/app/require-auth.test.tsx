import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderRoutes } from '@/testing/render';
import { getAuthModalState } from '@/testing/auth-modal-state';
import { startSession } from '@/lib/session/session-store';
import { buildUser } from '@/testing/user-fixture';
import { stubFetch } from '@/testing/fetch-stub';
import type { AuthenticatedUser } from '@/lib/session/user-schema';
import { createRoutes } from './routes';

// Counts the renders of the page loader a page shows while its code loads (the one without a
// label; a list's data loader says 'Загрузка…'): a page of an area already loaded must not flash it.
const loaderRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/components/ui/page-loader', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/components/ui/page-loader')>();
  return {
    PageLoader: (props: Parameters<typeof original.PageLoader>[0]) => {
      if (!props.label) loaderRenders.count += 1;
      return original.PageLoader(props);
    },
  };
});

function signIn(roles: AuthenticatedUser['roles']) {
  startSession(buildUser({ roles }));
}

// The router loads a route's page chunk before it renders the guard above it: in this test
// environment the first import of a whole area (the admin pages) takes seconds, not milliseconds.
const chunkLoad = { timeout: 10_000 };

describe('route guard (real app routes)', () => {
  beforeEach(() => {
    // The main page and the account list load courses; both answer empty lists here.
    stubFetch({
      'GET /api/v2/user/webinars': () => ({ body: { webinars: [] } }),
      'GET /api/v2/user/webinars/my': () => ({ body: { webinars: [] } }),
    });
  });

  it('sends an anonymous visitor to / remembering the origin and opening the auth modal', async () => {
    const { router } = renderRoutes(createRoutes, ['/account/personal-data?tab=1']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), chunkLoad);
    expect(router.state.location.state).toEqual({ from: '/account/personal-data?tab=1' });
    expect(getAuthModalState()).toMatchObject({
      open: true,
      returnTo: '/account/personal-data?tab=1',
    });
  });

  it('sends an anonymous visitor away from admin routes too', async () => {
    const { router } = renderRoutes(createRoutes, ['/admin/users']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), chunkLoad);
  });

  it('shows the forbidden page to a user without the ADMIN role', async () => {
    signIn(['USER']);
    const { router } = renderRoutes(createRoutes, ['/admin/statistics']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/forbidden'), chunkLoad);
    expect(
      await screen.findByRole('heading', { name: 'У вас нет доступа к этой странице' }, chunkLoad),
    ).toBeInTheDocument();
  });

  it('renders an admin route for an admin', async () => {
    signIn(['ADMIN', 'USER']);
    const { router } = renderRoutes(createRoutes, ['/admin/statistics']);
    expect(
      await screen.findByRole('heading', { name: 'Статистика' }, chunkLoad),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/statistics');
  });

  it('renders another page of a loaded area at once, without the loader', async () => {
    signIn(['ADMIN', 'USER']);
    const { router } = renderRoutes(createRoutes, ['/admin/statistics']);
    await screen.findByRole('heading', { name: 'Статистика' }, chunkLoad);
    loaderRenders.count = 0;
    await act(() => router.navigate('/admin/audit'));
    expect(screen.getByRole('heading', { name: 'Журнал изменений' })).toBeInTheDocument();
    expect(loaderRenders.count).toBe(0);
  });

  it('renders an account route for a signed-in user', async () => {
    signIn(['USER']);
    renderRoutes(createRoutes, ['/account/videocourses']);
    expect(
      await screen.findByRole('heading', { name: 'Мои видеокурсы' }, chunkLoad),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'У вас пока нет видеокурсов. Выберите курс в каталоге — он появится здесь сразу после покупки.',
      ),
    ).toBeInTheDocument();
  });

  it('shows "Страница не найдена" for an unknown address', async () => {
    renderRoutes(createRoutes, ['/no/such/page']);
    expect(
      await screen.findByRole('heading', { name: 'Страница не найдена' }, chunkLoad),
    ).toBeInTheDocument();
  });
});
