import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { buildUser } from '@/testing/user-fixture';
import { setAccessFlags, startSession } from '@/lib/session/session-store';
import { initialsOf } from './account-avatar';
import { UserMenu } from './user-menu';

async function openMenu({ compact = false } = {}) {
  const user = userEvent.setup();
  renderWithProviders(<UserMenu dark={false} compact={compact} />);
  await user.click(screen.getByTestId('user-menu-trigger'));
  return screen.findByTestId('user-menu');
}

describe('UserMenu school item', () => {
  it("shows 'Курс психотипы' linking to the exercises when the school flag is set", async () => {
    startSession(buildUser());
    setAccessFlags({ isHaveSchool: true });
    await openMenu();
    expect(await screen.findByRole('menuitem', { name: 'Курс психотипы' })).toHaveAttribute(
      'href',
      '/account/school/exercises',
    );
  });

  it('leaves it out without school access', async () => {
    startSession(buildUser());
    setAccessFlags({ isHaveSchool: false });
    await openMenu();
    expect(await screen.findByRole('menuitem', { name: 'Личные данные' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Курс психотипы' })).not.toBeInTheDocument();
  });
});

describe('UserMenu account button', () => {
  const login = 'layout-widths.administrator@example.com';

  it('shows only the initials in the header, naming the login for assistive technology', async () => {
    startSession(buildUser({ login, first_name: 'анна', last_name: 'Иванова' }));
    await openMenu({ compact: true });
    const trigger = screen.getByTestId('user-menu-trigger');
    expect(screen.getByTestId('account-avatar')).toHaveTextContent(/^АИ$/);
    expect(trigger).toHaveAccessibleName(`Личный кабинет: ${login}`);
    expect(screen.getByTestId('user-menu-login')).toHaveTextContent(login);
  });

  it('shows the login beside the initials in the drawer; without a name, its first letter', async () => {
    startSession(buildUser({ login }));
    await openMenu();
    const trigger = screen.getByTestId('user-menu-trigger');
    expect(trigger).toHaveTextContent(`LЛичный кабинет: ${login}`);
    expect(trigger).toHaveAccessibleName(`Личный кабинет: ${login}`);
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first and last names, else of the login', () => {
    expect(initialsOf({ first_name: ' мария ', last_name: null, login: 'x@example.com' })).toBe(
      'М',
    );
    expect(initialsOf({ first_name: '', last_name: '', login: 'ёжик@example.com' })).toBe('Ё');
  });
});

describe('UserMenu from the keyboard', () => {
  it('Enter on an item moves within the app (Ark dispatched a click the router never saw)', async () => {
    startSession(buildUser());
    const user = userEvent.setup();
    const { router } = renderWithProviders(<UserMenu dark={false} />, {
      routes: [{ path: '/account/personal-data', element: <p>Личные данные: страница</p> }],
    });
    screen.getByTestId('user-menu-trigger').focus();
    await user.keyboard('{Enter}');
    await screen.findByTestId('user-menu');
    const item = await screen.findByRole('menuitem', { name: 'Личные данные' });
    // The menu highlights items (aria-activedescendant), it does not move DOM focus to them.
    for (let step = 0; step < 10 && !item.hasAttribute('data-highlighted'); step += 1) {
      await user.keyboard('{ArrowDown}');
    }
    expect(item).toHaveAttribute('data-highlighted');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/personal-data'));
  });
});
