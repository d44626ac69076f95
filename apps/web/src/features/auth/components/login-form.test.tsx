import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { openAuthModal, useAuthModal } from '@/lib/auth-modal';
import { getSession } from '@/lib/session/session-store';
import { buildUser } from '@/testing/user-fixture';
import { LoginForm } from './login-form';

const apiUser = buildUser({
  login: 'admin@example.com',
  email: 'admin@example.com',
  api_token: 'admin-token',
  roles: ['ADMIN', 'USER'],
});

function ModalState() {
  const { open } = useAuthModal();
  return <output data-testid="modal-state">{open ? 'open' : 'closed'}</output>;
}

function setup() {
  const user = userEvent.setup();
  const view = renderWithProviders(
    <>
      <LoginForm />
      <ModalState />
    </>,
    {
      routes: [
        { path: '/', element: <p>home page</p> },
        { path: '/account/kits', element: <p>my kits</p> },
      ],
    },
  );
  return { user, ...view };
}

describe('LoginForm', () => {
  it('validates on blur, not while typing', async () => {
    const { user } = setup();
    const email = screen.getByTestId('login-email');

    await user.type(email, 'wrong');
    expect(screen.queryByText('Некорректный email')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Некорректный email')).toBeInTheDocument();

    await user.clear(email);
    await user.tab();
    expect(await screen.findByText('Email обязателен')).toBeInTheDocument();

    await user.type(screen.getByTestId('login-password'), '12345');
    await user.tab();
    expect(await screen.findByText('Пароль должен быть не менее 6 символов')).toBeInTheDocument();
  });

  it('keeps submit disabled until both fields are valid', async () => {
    const { user } = setup();
    const submit = screen.getByTestId('login-submit');
    expect(submit).toBeDisabled();
    await user.type(screen.getByTestId('login-email'), 'admin@example.com');
    await user.type(screen.getByTestId('login-password'), '12345');
    await user.tab();
    expect(submit).toBeDisabled();
    await user.type(screen.getByTestId('login-password'), '6');
    await user.tab();
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('logs in, hides the modal and returns to the remembered page', async () => {
    const { calls } = stubFetch({
      'POST /api/v1/get-token': () => ({ body: { user: apiUser } }),
      'GET /api/v2/user/kits/my': () => ({ body: { kits: [{ id: 3 }] } }),
      'GET /api/v1/school/user/tariffs': () => ({
        status: 404,
        body: { statusCode: 404, code: 'NOT_FOUND', message: 'x' },
      }),
    });
    openAuthModal({ returnTo: '/account/kits' });
    const { user, router } = setup();
    expect(screen.getByTestId('modal-state')).toHaveTextContent('open');

    await user.type(screen.getByTestId('login-email'), 'admin@example.com');
    await user.type(screen.getByTestId('login-password'), 'secret1');
    await user.tab();
    await user.click(screen.getByTestId('login-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/kits'));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/get-token',
      body: { login: 'admin@example.com', password: 'secret1' },
    });
    expect(getSession().user?.roles).toContain('ADMIN');
    // Follow-up loads: kits/my?mark_id=1 non-empty → psychotherapist; tariffs 404 → no school.
    await waitFor(() => expect(getSession().isHavePsychotherapist).toBe(true));
    expect(getSession().isHaveSchool).toBe(false);
    expect(calls.some((call) => call.path === '/api/v2/user/kits/my?mark_id=1')).toBe(true);
    expect(
      calls.find((call) => call.path.startsWith('/api/v2'))?.headers.get('Authorization'),
    ).toBe('Bearer admin-token');
  });

  it('shows the server message on a failed login', async () => {
    stubFetch({
      'POST /api/v1/get-token': () => ({
        status: 401,
        body: {
          statusCode: 401,
          code: 'INVALID_CREDENTIALS',
          message: 'Неверный логин или пароль',
        },
      }),
    });
    const { user } = setup();
    await user.type(screen.getByTestId('login-email'), 'admin@example.com');
    await user.type(screen.getByTestId('login-password'), 'secret1');
    await user.tab();
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Неверный логин или пароль');
  });

  it('treats a user that fails the schema as an error', async () => {
    stubFetch({
      'POST /api/v1/get-token': () => ({ body: { user: { ...apiUser, email: 'not-an-email' } } }),
    });
    const { user } = setup();
    await user.type(screen.getByTestId('login-email'), 'admin@example.com');
    await user.type(screen.getByTestId('login-password'), 'secret1');
    await user.tab();
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      'Не удалось выполнить запрос. Попробуйте ещё раз.',
    );
    expect(getSession().isAuthorized).toBe(false);
  });
});
