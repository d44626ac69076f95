import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { i18next } from '@/lib/i18n';
import type { PageMeta } from './page-meta';

/** The app's head on the address the document was sent for, which the server gave its own head. */
async function openServedAddress(address: string) {
  window.history.replaceState(null, '', address);
  // Read when the module loads, as the app's first script does in the browser.
  vi.resetModules();
  const { PageHead } = await import('./page-head');
  const { usePageMeta } = await import('./page-meta');
  const { withPageMeta } = await import('./route-meta');
  const item = { load: (_meta: PageMeta) => {} };
  function ItemPage() {
    const [meta, setMeta] = useState<PageMeta | null>(null);
    item.load = setMeta;
    usePageMeta(meta);
    return null;
  }
  const router = createMemoryRouter(
    withPageMeta([
      {
        path: '/',
        element: (
          <>
            <PageHead />
            <Outlet />
          </>
        ),
        children: [
          { path: 'videocourses', element: <p /> },
          { path: 'videocourses/:id', element: <ItemPage /> },
        ],
      },
    ]),
    { initialEntries: [address] },
  );
  render(
    <I18nextProvider i18n={i18next}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  await act(async () => {});
  return { router, item };
}

describe('PageHead on the address the page was sent for', () => {
  it('keeps the item’s head the server wrote while the item loads, then follows the app', async () => {
    document.title = 'Курс семь — Курсы психотерапевта';
    const { router, item } = await openServedAddress('/videocourses/7');
    // Not the route's words ('Видеокурс') in between.
    expect(document.title).toBe('Курс семь — Курсы психотерапевта');

    act(() => item.load({ title: 'Курс семь (обновлён)' }));
    expect(document.title).toBe('Курс семь (обновлён) — Курсы психотерапевта');

    await act(() => router.navigate('/videocourses'));
    expect(document.title).toBe('Видеокурсы — Курсы психотерапевта');
    // Back on an item the app loads itself: its route's words until it has loaded.
    await act(() => router.navigate('/videocourses/7'));
    expect(document.title).toBe('Видеокурс — Курсы психотерапевта');
  });

  it('writes a list’s words on its served address at once', async () => {
    document.title = 'Курсы психотерапевта';
    await openServedAddress('/videocourses');
    expect(document.title).toBe('Видеокурсы — Курсы психотерапевта');
  });
});
