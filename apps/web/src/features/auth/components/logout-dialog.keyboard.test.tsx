import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet } from 'react-router-dom';
import { renderRoutes } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { expectTabStaysInside } from '@/testing/keyboard';
import { buildUser } from '@/testing/user-fixture';
import { MAIN_CONTENT_ID } from '@/components/ui/skip-link';
import { startSession, useSession } from '@/lib/session/session-store';
import { LogoutDialog } from './logout-dialog';

/** A page frame like the app's: the account's 'Выход' link while signed in, and the main landmark. */
function Layout() {
  const { isAuthorized } = useSession();
  return (
    <>
      {isAuthorized ? <Link to="/logout">Выход</Link> : <button>Личный кабинет</button>}
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

async function openFromKeyboard() {
  stubFetch({ 'POST /api/v1/logout': () => ({ body: { message: 'ok' } }) });
  startSession(buildUser({ api_token: 'tok' }));
  const user = userEvent.setup();
  const view = renderRoutes(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <p>home page</p> },
          { path: '/logout', element: <LogoutDialog /> },
        ],
      },
    ],
    ['/'],
  );
  const opener = screen.getByRole('link', { name: 'Выход' });
  opener.focus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('alertdialog', { name: 'Выход' });
  return { user, opener, dialog, ...view };
}

describe('LogoutDialog from the keyboard', () => {
  it('opens on «Отмена», keeps Tab inside, and Esc cancels back to the opener', async () => {
    const { user, opener, dialog } = await openFromKeyboard();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Отмена' })).toHaveFocus());
    const visited = await expectTabStaysInside(user, dialog, 4);
    expect(visited).toContain(screen.getByRole('button', { name: 'Да' }));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('after «Да» puts focus on the page content, not on <body>, as the opener is gone', async () => {
    const { user, router } = await openFromKeyboard();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Отмена' })).toHaveFocus());
    await user.tab();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });
});
