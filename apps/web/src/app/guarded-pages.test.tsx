import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { renderRoutes } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
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
});
