import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { expectTabStaysInside, tabTo } from '@/testing/keyboard';
import { openAuthModal } from '@/lib/auth-modal';
import { AuthModal } from './auth-modal';

async function openFromKeyboard() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <button onClick={() => openAuthModal()}>Личный кабинет</button>
      <AuthModal />
    </>,
  );
  const opener = screen.getByRole('button', { name: 'Личный кабинет' });
  opener.focus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByTestId('auth-modal');
  return { user, opener, dialog };
}

describe('AuthModal from the keyboard', () => {
  it('opens on the login e-mail, keeps Tab inside, and Esc returns to the opener', async () => {
    const { user, opener, dialog } = await openFromKeyboard();
    await waitFor(() => expect(screen.getByTestId('login-email')).toHaveFocus());

    const visited = await expectTabStaysInside(user, dialog);
    expect(visited).toContain(screen.getByTestId('login-password'));
    expect(visited).toContain(screen.getByTestId('auth-modal-close'));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('auth-modal')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('reaches the registration tab with the arrow keys and its fields with Tab', async () => {
    const { user } = await openFromKeyboard();
    await waitFor(() => expect(screen.getByTestId('login-email')).toHaveFocus());
    await user.tab({ shift: true }); // to the selected tab
    expect(screen.getByTestId('auth-tab-login')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('auth-tab-registration')).toHaveFocus();
    await waitFor(() => expect(screen.getByTestId('registration-form')).toBeVisible());

    // In a browser the tab panel itself may be a stop before the form's first field.
    await tabTo(user, screen.getByTestId('register-email'), 2);
  });

  it('opens «Восстановить пароль» on its field; Esc closes it alone and returns to its button', async () => {
    stubFetch({ 'POST /api/v1/generate-link': () => ({ body: { message: 'ok' } }) });
    const { user } = await openFromKeyboard();
    const forgotButton = screen.getByTestId('forgot-password-open');
    forgotButton.focus();
    await user.keyboard('{Enter}');

    const forgot = await screen.findByTestId('forgot-password-dialog');
    const email = within(forgot).getByTestId('forgot-password-email');
    await waitFor(() => expect(email).toHaveFocus());
    await user.keyboard('anna@example.com{Enter}');
    expect(await within(forgot).findByTestId('forgot-password-sent')).toBeInTheDocument();
    await expectTabStaysInside(user, forgot, 5);

    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByTestId('forgot-password-dialog')).not.toBeInTheDocument(),
    );
    expect(screen.getByTestId('auth-modal')).toBeInTheDocument();
    await waitFor(() => expect(forgotButton).toHaveFocus());
  });
});
