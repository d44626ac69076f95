import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { notify } from '@/lib/notify';
import { Toaster } from './toaster';

describe('Toaster', () => {
  // At the top right they covered the account button for the whole 4 s.
  // sonner is about 10 KB gzip: a first visit without a toast should not pay for it.
  it('renders nothing until the first toast, then shows toasts at the bottom, away from the header', async () => {
    render(<Toaster />);
    // sonner's toaster is a section named after its shortcut, there even without toasts.
    const sonnerRegion = () => document.querySelector('section[aria-label^="Notifications"]');
    expect(sonnerRegion()).toBeNull();
    act(() => {
      notify.success('Изменения сохранены');
    });
    const toast = await screen.findByText('Изменения сохранены');
    expect(sonnerRegion()).not.toBeNull();
    const toaster = toast.closest('[data-sonner-toaster]');
    expect(toaster).toHaveAttribute('data-y-position', 'bottom');
  });
});
