import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { expectTabStaysInside } from '@/testing/keyboard';
import { CoursesAuthorDialog } from './courses-author-dialog';

describe('CoursesAuthorDialog from the keyboard', () => {
  it('opens on its scrollable list, keeps Tab inside and returns to the footer link on Esc', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CoursesAuthorDialog />);
    const trigger = screen.getByTestId('footer-courses-author');
    trigger.focus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Автор курсов' });
    // The list has nothing to tab to: its scrolling box takes focus, so arrows and PageDown
    // scroll it down to the last course.
    const body = screen.getByTestId('courses-author-dialog-body');
    await waitFor(() => expect(body).toHaveFocus());
    expect(body).toHaveAttribute('tabindex', '0');
    expect(within(body).getAllByRole('listitem')).toHaveLength(33);
    expect(within(body).getByText('Как поддержать горюющего человека')).toBeInTheDocument();

    const visited = await expectTabStaysInside(user, dialog, 4);
    expect(new Set(visited)).toEqual(
      new Set([body, screen.getByRole('button', { name: 'Закрыть' })]),
    );

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
