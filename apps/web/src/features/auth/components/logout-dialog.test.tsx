import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { storageKeys } from '@/config/storage-keys';
import { getSession, setAccessFlags, startSession } from '@/lib/session/session-store';
import { buildUser } from '@/testing/user-fixture';
import { LogoutDialog } from './logout-dialog';

describe('LogoutDialog', () => {
  it('revokes the token, clears the session and goes to / on "Да"', async () => {
    const { calls } = stubFetch({ 'POST /api/v1/logout': () => ({ body: { message: 'ok' } }) });
    startSession(
      buildUser({ login: 'anna@example.com', email: 'anna@example.com', api_token: 'tok' }),
    );
    setAccessFlags({ isHaveSchool: true, isHavePsychotherapist: true });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<LogoutDialog />, {
      path: '/logout',
      routes: [{ path: '/', element: <p>home page</p> }],
    });

    expect(
      await screen.findByText('Вы уверены что хотите выйти из личного кабинета?'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отмена' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Да' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/v1/logout' });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok');
    expect(getSession()).toMatchObject({ isAuthorized: false, user: null, isHaveSchool: false });
    expect(localStorage.getItem(storageKeys.apiToken)).toBeNull();
  });

  it('sends an anonymous visitor home without asking whether to leave an account', async () => {
    const { calls } = stubFetch({});
    const { router } = renderWithProviders(<LogoutDialog />, {
      path: '/logout',
      routes: [{ path: '/', element: <p>home page</p> }],
    });
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByTestId('logout-dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Вы уверены что хотите выйти из личного кабинета?')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
