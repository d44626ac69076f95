import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { waitFor } from '@testing-library/react';
import { renderRoutes } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { buildKit, buildWebinar } from '@/testing/catalog-fixtures';
import { queryKeys } from '@/lib/query-keys';
import { HOME_COURSES_LIMIT } from '@/config/constants';
import { startSession } from '@/lib/session/session-store';
import { refreshAccessFlags } from '@/lib/session/access-flags';
import { EARLY_READS } from '@/lib/early-reads';
import { buildUser } from '@/testing/user-fixture';
import { createQueryClient } from '@/lib/query-client';
import { createRoutes } from './routes';
import { createMainRouter, type MainRouter } from './main-app';

// The pages' chunks never arrive: what happens must happen without them.
vi.mock('./routes/home', () => new Promise(() => {}));
vi.mock('@/features/catalog/components/videocourses-page', () => new Promise(() => {}));
vi.mock('@/features/catalog/components/videocourse-page', () => new Promise(() => {}));
vi.mock('@/features/catalog/components/kit-page', () => new Promise(() => {}));
vi.mock('@/features/account/components/account-pages', () => new Promise(() => {}));

describe('routes start reading their data before their page has loaded', () => {
  it('the home page: the first courses of the list, and only those', async () => {
    const { calls } = stubFetch({
      'GET /api/v2/user/webinars': () => ({ body: { webinars: [] } }),
    });
    const { queryClient } = renderRoutes(createRoutes, ['/']);
    await waitFor(() =>
      expect(queryClient.getQueryData(queryKeys.firstWebinars(null, HOME_COURSES_LIMIT))).toEqual(
        [],
      ),
    );
    const listCalls = calls.filter((call) => call.path.startsWith('/api/v2/user/webinars'));
    expect(listCalls.map((call) => call.path)).toEqual([
      `/api/v2/user/webinars?limit=${HOME_COURSES_LIMIT}`,
    ]);
  });

  it('the course list: the whole list', async () => {
    const { calls } = stubFetch({
      'GET /api/v2/user/webinars': () => ({ body: { webinars: [] } }),
    });
    const { queryClient } = renderRoutes(createRoutes, ['/videocourses']);
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.webinars(null))).toEqual([]));
    expect(calls.map((call) => call.path)).toContain('/api/v2/user/webinars');
  });

  it('a course page: its course', async () => {
    const webinar = buildWebinar({ id: 7 });
    stubFetch({ 'GET /api/v2/user/webinars/7': () => ({ body: { webinar } }) });
    const { queryClient } = renderRoutes(createRoutes, ['/videocourses/7']);
    await waitFor(() =>
      expect(queryClient.getQueryData(queryKeys.webinar(null, 7))).toEqual(webinar),
    );
  });

  it('a kit page: its kit', async () => {
    const kit = buildKit({ id: 3 });
    stubFetch({ 'GET /api/v2/user/kits/3': () => ({ body: { kit } }) });
    const { queryClient } = renderRoutes(createRoutes, ['/kits/3']);
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.kit(null, 3))).toEqual(kit));
  });

  it('nothing for an address whose id is not one', async () => {
    const { calls } = stubFetch({});
    renderRoutes(createRoutes, ['/videocourses/abc']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.map((call) => call.path)).not.toContain('/api/v2/user/webinars/abc');
  });

  it('the learner’s courses and kits, when signed in', async () => {
    startSession(buildUser({ id: 5 }));
    const webinars = [buildWebinar({ id: 7 })];
    const kits = [buildKit({ id: 3 })];
    stubFetch({
      'GET /api/v2/user/webinars/my': () => ({ body: { webinars } }),
      'GET /api/v2/user/kits/my': () => ({ body: { kits } }),
    });
    const courses = renderRoutes(createRoutes, ['/account/videocourses']);
    await waitFor(() =>
      expect(courses.queryClient.getQueryData(queryKeys.myWebinars(5))).toEqual(webinars),
    );
    courses.unmount();
    const own = renderRoutes(createRoutes, ['/account/kits']);
    await waitFor(() =>
      expect(own.queryClient.getQueryData(queryKeys.myKits(5, null))).toEqual(kits),
    );
  });

  it('an account list asks for what index.html’s first script starts for it (lib/early-reads.ts)', async () => {
    for (const [address, reads] of Object.entries(EARLY_READS)) {
      startSession(buildUser({ id: 5, api_token: 'learner-token' }));
      const { calls } = stubFetch({});
      const page = renderRoutes(createRoutes, [address]);
      void refreshAccessFlags();
      await waitFor(() =>
        expect(calls.map((call) => call.path)).toEqual(expect.arrayContaining([...reads])),
      );
      for (const call of calls)
        expect(call.headers.get('Authorization')).toBe('Bearer learner-token');
      page.unmount();
    }
  });

  it('nothing of the learner’s own for a visitor who is not signed in', async () => {
    const { calls } = stubFetch({});
    renderRoutes(createRoutes, ['/account/videocourses']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.map((call) => call.path)).not.toContain('/api/v2/user/webinars/my');
  });
});

describe('making the router starts the first page’s loads, before anything renders', () => {
  const routers: MainRouter[] = [];
  const routerAt = (address: string, routes: RouteObject[]) => {
    window.history.replaceState(null, '', address);
    const router = createMainRouter(routes);
    routers.push(router);
    return router;
  };
  afterEach(() => {
    routers.splice(0).forEach((router) => router.dispose());
    window.history.replaceState(null, '', '/');
  });

  it('runs the matched routes’ loaders with the address’s params and asks for their lazy parts', () => {
    const loader = vi.fn(() => null);
    const lazy = vi.fn(() => new Promise<never>(() => {}));
    const other = vi.fn(() => null);
    const otherLazy = vi.fn(() => new Promise<never>(() => {}));
    routerAt('/videocourses/7?from=mail', [
      {
        path: '/',
        children: [
          { path: 'videocourses/:id', loader, lazy },
          { path: 'kits/:id', loader: other, lazy: otherLazy },
        ],
      },
    ]);
    expect(loader).toHaveBeenCalledOnce();
    expect(loader.mock.calls[0]).toEqual([expect.objectContaining({ params: { id: '7' } })]);
    expect(lazy).toHaveBeenCalledOnce();
    expect(otherLazy).not.toHaveBeenCalled();
    expect(other).not.toHaveBeenCalled();
  });

  it('the learner’s courses, when signed in', async () => {
    startSession(buildUser({ id: 5 }));
    const webinars = [buildWebinar({ id: 7 })];
    stubFetch({ 'GET /api/v2/user/webinars/my': () => ({ body: { webinars } }) });
    const queryClient = createQueryClient();
    routerAt('/account/videocourses', createRoutes(queryClient));
    await waitFor(() =>
      expect(queryClient.getQueryData(queryKeys.myWebinars(5))).toEqual(webinars),
    );
  });
});
