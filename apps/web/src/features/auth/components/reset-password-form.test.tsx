import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { ResetPasswordForm } from './reset-password-form';

function setup(entry = '/password-recovery?token=abc123') {
  const user = userEvent.setup();
  const view = renderWithProviders(<ResetPasswordForm />, {
    path: '/password-recovery',
    initialEntries: [entry],
    routes: [{ path: '/', element: <p>home page</p> }],
  });
  return { user, ...view };
}

describe('ResetPasswordForm', () => {
  it('says "Пароли не совпадают" on the repeat field', async () => {
    const { user } = setup();
    await user.type(screen.getByTestId('reset-password-new'), 'secret1');
    await user.type(screen.getByTestId('reset-password-repeat'), 'secret2');
    await user.tab();
    expect(await screen.findByText('Пароли не совпадают')).toBeInTheDocument();
    expect(screen.getByTestId('reset-password-submit')).toBeDisabled();

    await user.clear(screen.getByTestId('reset-password-repeat'));
    await user.type(screen.getByTestId('reset-password-repeat'), 'secret1');
    await waitFor(() => expect(screen.queryByText('Пароли не совпадают')).not.toBeInTheDocument());
    expect(screen.getByTestId('reset-password-submit')).toBeEnabled();
  });

  it('requires 6 characters in each field', async () => {
    const { user } = setup();
    await user.type(screen.getByTestId('reset-password-new'), '123');
    await user.tab();
    expect(await screen.findByText('Пароль должен быть не менее 6 символов')).toBeInTheDocument();
  });

  it('sends the token, toasts success and goes to /', async () => {
    const { calls } = stubFetch({
      'POST /api/v1/password-recover': () => ({ body: { message: 'ok' } }),
    });
    const { user, router } = setup();
    await user.type(screen.getByTestId('reset-password-new'), 'secret1');
    await user.type(screen.getByTestId('reset-password-repeat'), 'secret1');
    await user.tab();
    await user.click(screen.getByTestId('reset-password-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls[0]?.body).toEqual({
      token: 'abc123',
      new_password: 'secret1',
      new_retyped_password: 'secret1',
    });
    expect(await screen.findByText('Пароль успешно обновлен')).toBeInTheDocument();
  });

  it('toasts the failure and stays on the page', async () => {
    stubFetch({
      'POST /api/v1/password-recover': () => ({
        status: 400,
        body: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Ссылка устарела' },
      }),
    });
    const { user, router } = setup();
    await user.type(screen.getByTestId('reset-password-new'), 'secret1');
    await user.type(screen.getByTestId('reset-password-repeat'), 'secret1');
    await user.tab();
    await user.click(screen.getByTestId('reset-password-submit'));

    expect(await screen.findByText('Ошибка при обновлении пароля')).toBeInTheDocument();
    expect(screen.getByTestId('reset-password-error')).toHaveTextContent('Ссылка устарела');
    expect(router.state.location.pathname).toBe('/password-recovery');
  });
});
