import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { Modal } from './modal';

function ControlledModal({ closable }: { closable?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <output data-testid="open-state">{open ? 'open' : 'closed'}</output>
      <Modal
        title="Заголовок"
        testId="test-modal"
        open={open}
        onOpenChange={setOpen}
        closable={closable}
        closeTestId="test-modal-close"
        role={closable === false ? 'alertdialog' : undefined}
        footer={<button onClick={() => setOpen(false)}>Готово</button>}
      >
        Текст окна
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('shows title, body and footer, and its × closes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ControlledModal />);
    const dialog = await screen.findByRole('dialog', { name: 'Заголовок' });
    expect(dialog).toHaveAttribute('data-testid', 'test-modal');
    expect(dialog).toHaveTextContent('Текст окна');
    expect(screen.getByRole('button', { name: 'Готово' })).toBeInTheDocument();

    await user.click(screen.getByTestId('test-modal-close'));
    expect(screen.getByTestId('open-state')).toHaveTextContent('closed');
  });

  it('has no × when the question must be answered', async () => {
    renderWithProviders(<ControlledModal closable={false} />);
    expect(await screen.findByRole('alertdialog', { name: 'Заголовок' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Закрыть' })).not.toBeInTheDocument();
  });

  it('opens from its trigger', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Modal title="Об авторе" testId="trigger-modal" trigger={<button>Открыть</button>}>
        Список
      </Modal>,
    );
    expect(screen.queryByTestId('trigger-modal')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Открыть' }));
    await waitFor(() => expect(screen.getByTestId('trigger-modal')).toBeVisible());
    expect(screen.getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
  });
});
