import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { ForgotPasswordForm } from './forgot-password-dialog';

describe('ForgotPasswordForm', () => {
  it('validates the e-mail and shows the sent alert, which closing clears', async () => {
    const { calls } = stubFetch({
      'POST /api/v1/generate-link': () => ({ body: { message: 'ok' } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordForm />);

    const submit = screen.getByTestId('forgot-password-submit');
    expect(submit).toBeDisabled();
    await user.type(screen.getByTestId('forgot-password-email'), 'anna');
    await user.tab();
    expect(await screen.findByText('Некорректный email')).toBeInTheDocument();

    await user.type(screen.getByTestId('forgot-password-email'), '@example.com');
    await user.tab();
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    expect(await screen.findByTestId('forgot-password-sent')).toHaveTextContent(
      'Письмо с инструкциями отправлено на указанный email',
    );
    expect(calls[0]?.body).toEqual({ email: 'anna@example.com' });

    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    await waitFor(() =>
      expect(screen.queryByTestId('forgot-password-sent')).not.toBeInTheDocument(),
    );
  });
});
