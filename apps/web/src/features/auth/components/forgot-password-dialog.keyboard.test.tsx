import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { ForgotPasswordForm } from './forgot-password-dialog';

describe('ForgotPasswordForm from the keyboard', () => {
  it('clears a corrected error while typing, enables the button and sends with Enter', async () => {
    const { calls } = stubFetch({
      'POST /api/v1/generate-link': () => ({ body: { message: 'ok' } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordForm />);
    const email = screen.getByTestId('forgot-password-email');

    await user.type(email, 'anna');
    await user.tab();
    expect(await screen.findByText('Некорректный email')).toBeInTheDocument();
    await user.type(email, '@example.com');
    await waitFor(() => expect(screen.queryByText('Некорректный email')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByTestId('forgot-password-submit')).toBeEnabled());
    expect(email).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('forgot-password-sent')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ email: 'anna@example.com' });
  });
});
