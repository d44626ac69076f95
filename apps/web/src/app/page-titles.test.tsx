import { beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { i18next } from '@/lib/i18n';
import { startSession } from '@/lib/session/session-store';
import type { RouteMeta } from '@/lib/seo/route-meta';
import { buildKit, buildWebinar } from '@/testing/catalog-fixtures';
import { stubFetch } from '@/testing/fetch-stub';
import { renderRoutes } from '@/testing/render';
import { buildUser } from '@/testing/user-fixture';
import { createQueryClient } from '@/lib/query-client';
import { createRoutes } from './routes';

const SITE = 'Курсы психотерапевта';
const HOME_LEAD =
  'Практические курсы о психотипах, отношениях, личных границах и выходе из кризиса.';

/** Every screen of the app (a route without children) with its full path and handle. */
function screens(routes: RouteObject[], parent = ''): { path: string; meta?: RouteMeta }[] {
  return routes.flatMap((route) => {
    const path =
      route.index || !route.path
        ? parent
        : route.path === '*'
          ? '*'
          : `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    if (route.children) return screens(route.children, path);
    return [{ path, meta: (route.handle as { meta?: RouteMeta } | undefined)?.meta }];
  });
}

const description = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('route titles and descriptions', () => {
  const all = screens(createRoutes(createQueryClient()));
  const isPublic = (path: string) =>
    !/^\/(account|admin)\//.test(path) &&
    !['/password-recovery', '/logout', '/forbidden', '*'].includes(path);

  it('gives every screen a title, and every public one a description, in the locale files', () => {
    expect(all.length).toBeGreaterThan(50);
    for (const { path, meta } of all) {
      expect({ path, meta: Boolean(meta) }).toEqual({ path, meta: true });
      expect(i18next.exists(meta!.title), `${path}: ${meta!.title}`).toBe(true);
      if (isPublic(path)) {
        expect(meta!.description && i18next.exists(meta!.description), path).toBe(true);
      }
    }
  });

  it('never gives two screens the same tab title (items replace theirs once loaded)', () => {
    const titles = all
      .filter(({ path }) => !path.includes(':'))
      .map(({ meta }) => i18next.t(meta!.title));
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe('document title in the running app', () => {
  beforeEach(() => {
    stubFetch({
      'GET /api/v2/user/webinars': () => ({ body: { webinars: [] } }),
      'GET /api/v2/user/webinars/my': () => ({ body: { webinars: [] } }),
      'GET /api/v2/user/kits': () => ({ body: { kits: [] } }),
      'GET /api/v2/user/webinars/5': () => ({
        body: { webinar: buildWebinar({ id: 5, title: 'Личные границы' }) },
      }),
      'GET /api/v2/user/kits/3': () => ({ body: { kit: buildKit({ id: 3, title: 'Семья' }) } }),
    });
  });

  it.each([
    ['/', SITE, HOME_LEAD],
    [
      '/about',
      `Обо мне — ${SITE}`,
      'Практикующий психотерапевт, автор видеокурсов о психическом здоровье, отношениях и личных границах.',
    ],
    ['/videocourses', `Видеокурсы — ${SITE}`, expect.stringMatching(/^Видеокурсы психотерапевта/)],
    ['/contacts', `Контакты — ${SITE}`, expect.stringMatching(/^Ответим на вопросы/)],
    [
      '/videocourses/5',
      `Личные границы — ${SITE}`,
      'Как замечать, где заканчиваетесь вы и начинается другой человек.',
    ],
    ['/kits/3', `Семья — ${SITE}`, 'Комплект видеокурсов для практикующих психологов.'],
    ['/no/such/page', `Страница не найдена — ${SITE}`, HOME_LEAD],
  ])('%s is titled "%s"', async (address, title, text) => {
    renderRoutes(createRoutes, [address]);
    await waitFor(() => expect(document.title).toBe(title));
    expect(description()).toEqual(text);
  });

  it("titles an account page, with the site's description", async () => {
    startSession(buildUser({ roles: ['USER'] }));
    renderRoutes(createRoutes, ['/account/videocourses']);
    await waitFor(() => expect(document.title).toBe(`Мои видеокурсы — ${SITE}`));
    expect(description()).toBe(HOME_LEAD);
  });

  it('follows navigation and keeps a missing page out of search results', async () => {
    const { router } = renderRoutes(createRoutes, ['/videocourses/999']);
    await waitFor(() => expect(document.title).toBe(`Страница не найдена — ${SITE}`));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    await router.navigate('/videocourses/5');
    await waitFor(() => expect(document.title).toBe(`Личные границы — ${SITE}`));
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    await router.navigate('/videocourses');
    await waitFor(() => expect(document.title).toBe(`Видеокурсы — ${SITE}`));
    expect(document.head.querySelector('meta[property^="og:"]')).toBeNull();
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});
