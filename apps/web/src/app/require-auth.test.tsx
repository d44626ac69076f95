import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderRoutes } from '@/testing/render';
import { getAuthModalState } from '@/testing/auth-modal-state';
import { startSession } from '@/lib/session/session-store';
import { buildUser } from '@/testing/user-fixture';
import { stubFetch } from '@/testing/fetch-stub';
import type { AuthenticatedUser } from '@/lib/session/user-schema';
import { createRoutes } from './routes';

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
