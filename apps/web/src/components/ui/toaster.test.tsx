import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { notify } from '@/lib/notify';
import { Toaster } from './toaster';

describe('Toaster', () => {
  // At the top right they covered the account button for the whole 4 s.
  it('shows toasts at the bottom, away from the header', async () => {
    render(<Toaster />);
    act(() => {
      notify.success('Изменения сохранены');
    });
    const toast = await screen.findByText('Изменения сохранены');
    const toaster = toast.closest('[data-sonner-toaster]');
    expect(toaster).toHaveAttribute('data-y-position', 'bottom');
  });
});
