import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { expectTabStaysInside } from '@/testing/keyboard';
import { Modal } from './modal';

function FormDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Открыть форму</button>
      <Modal title="Форма" testId="form-modal" open={open} onOpenChange={setOpen}>
        <button>Вкладка</button>
        <input aria-label="Скрытое поле" hidden />
        <div hidden>
          <input aria-label="Поле скрытой вкладки" />
        </div>
        <input aria-label="Имя" />
        <input aria-label="Город" />
      </Modal>
    </>
  );
}

describe('Modal from the keyboard', () => {
  it('opens on the first visible field, keeps Tab inside and returns focus to the opener on Esc', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FormDialog />);
    const opener = screen.getByRole('button', { name: 'Открыть форму' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Форма' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Имя' })).toHaveFocus());

    const visited = await expectTabStaysInside(user, dialog);
    expect(visited).toContain(screen.getByRole('button', { name: 'Закрыть' }));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
