import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { buildUser } from '@/testing/user-fixture';
import { LoginForm } from './login-form';

function setup() {
  const user = userEvent.setup();
  const view = renderWithProviders(<LoginForm />, {
    routes: [{ path: '/', element: <p>home page</p> }],
  });
  return { user, ...view, email: screen.getByTestId('login-email') };
}

describe('LoginForm from the keyboard', () => {
  it('submits with Enter typed in the password field, without leaving it', async () => {
    const { calls } = stubFetch({
      'POST /api/v1/get-token': () => ({ body: { user: buildUser({ api_token: 'tok' }) } }),
    });
    const { user, router, email } = setup();
    await user.click(email);
    await user.keyboard('anna@example.com');
    await user.tab();
    await user.keyboard('secret1{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls[0]).toMatchObject({
      path: '/api/v1/get-token',
      body: { login: 'anna@example.com', password: 'secret1' },
    });
  });

  it('enables the button while the last character is typed, before the field is left', async () => {
    const { user, email } = setup();
    const password = screen.getByTestId('login-password');
    await user.type(email, 'anna@example.com');
    await user.type(password, 'secret');
    await waitFor(() => expect(screen.getByTestId('login-submit')).toBeEnabled());
    expect(password).toHaveFocus();
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(screen.getByTestId('login-submit')).toBeDisabled());
  });

  it('drops «Некорректный email» as soon as the address is corrected', async () => {
    const { user, email } = setup();
    await user.type(email, 'anna');
    await user.tab();
    expect(await screen.findByText('Некорректный email')).toBeInTheDocument();

    await user.type(email, '@example.com');
    await waitFor(() => expect(screen.queryByText('Некорректный email')).not.toBeInTheDocument());
    expect(email).toHaveFocus();
  });
});
