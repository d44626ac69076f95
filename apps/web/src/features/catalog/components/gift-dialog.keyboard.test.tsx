import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { expectTabStaysInside } from '@/testing/keyboard';
import type { GiftCard, GiftValues } from '../schemas';
import { GiftDialog } from './gift-dialog';

function GiftOpener({ onSubmit }: { onSubmit: (values: GiftValues, card: GiftCard) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Подарить</button>
      <GiftDialog open={open} onOpenChange={setOpen} aznPrice={98} onSubmit={onSubmit} />
    </>
  );
}

async function openFromKeyboard() {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  renderWithProviders(<GiftOpener onSubmit={onSubmit} />);
  const opener = screen.getByRole('button', { name: 'Подарить' });
  opener.focus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByTestId('gift-dialog');
  const email = screen.getByTestId('gift-email');
  await waitFor(() => expect(email).toHaveFocus());
  return { user, onSubmit, opener, dialog, email };
}

describe('GiftDialog from the keyboard', () => {
  it('opens on the e-mail field and pays with Enter', async () => {
    const { user, onSubmit } = await openFromKeyboard();
    await user.keyboard('friend@example.com{Enter}');
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'friend@example.com' }, 'russian'),
    );
  });

  it('drops «Некорректный email» as soon as the address is corrected', async () => {
    const { user, email } = await openFromKeyboard();
    await user.keyboard('friend@');
    await user.tab();
    expect(await screen.findByText('Некорректный email')).toBeInTheDocument();
    await user.type(email, 'example.com');
    await waitFor(() => expect(screen.queryByText('Некорректный email')).not.toBeInTheDocument());
    expect(email).toHaveFocus();
    expect(screen.getByTestId('gift-submit')).toBeEnabled();
  });

  it('keeps Tab inside and returns focus to «Подарить» on Esc', async () => {
    const { user, opener, dialog } = await openFromKeyboard();
    await user.keyboard('friend@example.com');
    const visited = await expectTabStaysInside(user, dialog);
    expect(visited).toContain(screen.getByTestId('gift-foreign-card'));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('gift-dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
