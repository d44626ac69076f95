import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { GiftForm } from './gift-dialog';

function setup(aznPrice = 98) {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  renderWithProviders(<GiftForm onSubmit={onSubmit} aznPrice={aznPrice} />);
  return { user, onSubmit, email: screen.getByTestId('gift-email') };
}

describe('GiftForm', () => {
  it('keeps "Оплатить" disabled and says "Email обязателен" after leaving the field empty', async () => {
    const { user, email } = setup();
    expect(screen.getByTestId('gift-submit')).toHaveTextContent('Оплатить');
    expect(screen.getByTestId('gift-submit')).toBeDisabled();
    await user.click(email);
    await user.tab();
    expect(await screen.findByText('Email обязателен')).toBeInTheDocument();
    expect(screen.getByTestId('gift-submit')).toBeDisabled();
  });

  it('says "Некорректный email" on blur for a malformed address', async () => {
    const { user, email } = setup();
    await user.type(email, 'friend@');
    await user.tab();
    expect(await screen.findByText('Некорректный email')).toBeInTheDocument();
    expect(screen.getByTestId('gift-submit')).toBeDisabled();
  });

  it('enables "Оплатить" while a valid address is typed, before the field is left', async () => {
    const { user, email } = setup();
    await user.type(email, 'friend@example');
    expect(screen.getByTestId('gift-submit')).toBeDisabled();
    await user.type(email, '.com');
    await waitFor(() => expect(screen.getByTestId('gift-submit')).toBeEnabled());
    expect(email).toHaveFocus();
    expect(screen.queryByText('Некорректный email')).not.toBeInTheDocument();
  });

  it('submits with Enter and resets the form', async () => {
    const { user, email, onSubmit } = setup();
    await user.type(email, 'friend@example.com{Enter}');
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'friend@example.com' }, 'russian'),
    );
    await waitFor(() => expect(email).toHaveValue(''));
  });

  it('submits with the button and resets the form', async () => {
    const { user, email, onSubmit } = setup();
    await user.type(email, 'friend@example.com');
    await waitFor(() => expect(screen.getByTestId('gift-submit')).toBeEnabled());
    await user.click(screen.getByTestId('gift-submit'));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'friend@example.com' }, 'russian'),
    );
    await waitFor(() => expect(email).toHaveValue(''));
  });

  it('does not submit an invalid address with Enter', async () => {
    const { user, email, onSubmit } = setup();
    await user.type(email, 'friend@{Enter}');
    expect(screen.getByTestId('gift-submit')).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(email).toHaveValue('friend@');
  });

  it('offers the foreign-card button with the AZN price, enabled once the address is valid', async () => {
    const { user, email, onSubmit } = setup(98);
    const foreign = screen.getByTestId('gift-foreign-card');
    expect(foreign).toHaveTextContent('У меня иностранная карта* (98 AZN)');
    expect(foreign).toBeDisabled();
    await user.type(email, 'friend@example.com');
    await waitFor(() => expect(foreign).toBeEnabled());
    await user.click(foreign);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'friend@example.com' }, 'foreign'),
    );
    await waitFor(() => expect(email).toHaveValue(''));
  });

  it('hides the foreign-card button when the AZN price is 0', () => {
    setup(0);
    expect(screen.queryByTestId('gift-foreign-card')).not.toBeInTheDocument();
    expect(screen.getByTestId('gift-submit')).toBeInTheDocument();
  });
});
