import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { ResetPasswordForm } from './reset-password-form';

describe('ResetPasswordForm from the keyboard', () => {
  it('enables «Отправить» while the repeat is typed and sends with Enter', async () => {
    const { calls } = stubFetch({
      'POST /api/v1/password-recover': () => ({ body: { message: 'ok' } }),
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<ResetPasswordForm />, {
      path: '/password-recovery',
      initialEntries: ['/password-recovery?token=abc123'],
      routes: [{ path: '/', element: <p>home page</p> }],
    });
    await user.click(screen.getByTestId('reset-password-new'));
    await user.keyboard('secret1');
    await user.tab();
    await user.keyboard('secret1');
    await waitFor(() => expect(screen.getByTestId('reset-password-submit')).toBeEnabled());
    expect(screen.getByTestId('reset-password-repeat')).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls[0]?.body).toEqual({
      token: 'abc123',
      new_password: 'secret1',
      new_retyped_password: 'secret1',
    });
  });
});
