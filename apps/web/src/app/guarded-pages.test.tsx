import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { renderRoutes } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { buildUser } from '@/testing/user-fixture';
import { createQueryClient } from '@/lib/query-client';
import { startSession } from '@/lib/session/session-store';
import { createRoutes } from './routes';

const imported = vi.hoisted(() => ({ admin: false, account: false }));

vi.mock('@/features/admin/components/admin-pages', () => {
  imported.admin = true;
  return {};
});
vi.mock('@/features/account/components/account-pages', () => {
  imported.account = true;
  return {};
});

/** Matches `path` without rendering anything: only the routes' loaders can start a download. */
async function matchRoute(path: string) {
  const router = createMemoryRouter(createRoutes(createQueryClient()), { initialEntries: [path] });
  await waitFor(() => expect(router.state.initialized).toBe(true));
  router.dispose();
}

// The order matters: a module, once imported, stays imported for the rest of the file.
describe('pages behind the guard', () => {
  it('are not downloaded for a visitor the guard sends away', async () => {
    stubFetch({ 'GET /api/v2/user/webinars': () => ({ body: { webinars: [] } }) });
    const admin = renderRoutes(createRoutes, ['/admin/users']);
    await waitFor(() => expect(admin.router.state.location.pathname).toBe('/'));
    admin.unmount();
    const account = renderRoutes(createRoutes, ['/account/videocourses']);
    await waitFor(() => expect(account.router.state.location.pathname).toBe('/'));
    expect(imported).toEqual({ admin: false, account: false });
  });

  it('start downloading as their route matches, before any rendering, for a signed-in learner', async () => {
    startSession(buildUser({ id: 5 }));
    stubFetch({ 'GET /api/v2/user/webinars/my': () => ({ body: { webinars: [] } }) });
    await matchRoute('/account/videocourses');
    expect(imported).toEqual({ admin: false, account: true });
  });

  it('the admin area: not for a signed-in learner, whom the guard sends to /forbidden', async () => {
    startSession(buildUser({ id: 5, roles: ['USER'] }));
    await matchRoute('/admin/users');
    expect(imported.admin).toBe(false);
  });

  it('the admin area: as its route matches, for an admin', async () => {
    startSession(buildUser({ id: 1, roles: ['ADMIN'] }));
    await matchRoute('/admin/users');
    expect(imported.admin).toBe(true);
  });
});
