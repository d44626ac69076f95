import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@chakra-ui/react';
import { renderWithProviders } from '@/testing/render';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog(onConfirm: () => unknown) {
  renderWithProviders(
    <ConfirmDialog
      trigger={<Button>Отозвать доступ</Button>}
      title="Отозвать доступ?"
      confirmLabel="Отозвать"
      onConfirm={onConfirm}
      testId="revoke"
    >
      Курс исчезнет из кабинета ученика.
    </ConfirmDialog>,
  );
  return screen.getByRole('button', { name: 'Отозвать доступ' });
}

describe('ConfirmDialog', () => {
  it('asks first, focuses Cancel, and does nothing when cancelled', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const trigger = renderDialog(onConfirm);
    await user.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Отозвать доступ?' });
    expect(dialog).toHaveTextContent('Курс исчезнет из кабинета ученика.');
    await waitFor(() => expect(screen.getByTestId('revoke-cancel')).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('runs the action on confirm and closes once it succeeds', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(() => Promise.resolve());
    await user.click(renderDialog(onConfirm));
    await user.click(await screen.findByRole('button', { name: 'Отозвать' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('stays open when the action fails or answers false', async () => {
    const user = userEvent.setup();
    const onConfirm = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('refused'))
      .mockResolvedValueOnce(false);
    await user.click(renderDialog(onConfirm));
    const confirm = await screen.findByRole('button', { name: 'Отозвать' });
    await user.click(confirm);
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
