import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { buildAdminUser, page } from '../test-fixtures';
import { UsersPage } from './users-page';

const listPath = 'GET /api/v2/admin/users';

describe('UsersPage', () => {
  it('lists users with their roles and links to their pages', async () => {
    stubFetch({
      [listPath]: () => ({
        body: page('users', [
          buildAdminUser(),
          buildAdminUser({ id: 6, roles: ['ADMIN', 'USER'] }),
        ]),
      }),
    });
    renderWithProviders(<UsersPage />);
    const row = within(await screen.findByTestId('user-5'));
    expect(row.getByText('anna@example.com')).toBeInTheDocument();
    expect(row.getByText('Иванова Анна')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Изменить anna@example.com' })).toHaveAttribute(
      'href',
      '/admin/users/5/edit',
    );
    expect(row.getByRole('link', { name: 'Курсы anna@example.com' })).toHaveAttribute(
      'href',
      '/admin/users/5/videocourses',
    );
    expect(row.getByRole('link', { name: 'Тариф anna@example.com' })).toHaveAttribute(
      'href',
      '/admin/users/5/tariff',
    );
    expect(screen.getByTestId('user-6')).toHaveTextContent('Администратор, Пользователь');
    expect(screen.getByRole('link', { name: 'Добавить пользователя' })).toHaveAttribute(
      'href',
      '/admin/users/create',
    );
  });

  it('searches from the URL, writes typing to the URL and asks the API with it', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      [listPath]: (request) => ({
        body: request.path.includes('search=')
          ? page('users', [])
          : page('users', [buildAdminUser()], 41),
      }),
    });
    const { router } = renderWithProviders(<UsersPage />, {
      initialEntries: ['/test?page=2'],
    });
    await screen.findByTestId('user-5');
    expect(calls[0]?.path).toContain('page=2');

    await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'анна{Enter}');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('search')).toBe('анна'),
    );
    expect(router.state.location.search).not.toContain('page=');
    await waitFor(() => expect(calls.at(-1)?.path).toContain('search=%D0%B0%D0%BD%D0%BD%D0%B0'));
    expect(await screen.findByText('Никого не нашлось — измените запрос')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    expect(router.state.location.search).toBe('');
  });

  it('shows a failed load with the server message', async () => {
    stubFetch({
      [listPath]: () => ({
        status: 403,
        body: { statusCode: 403, code: 'FORBIDDEN', message: 'Недостаточно прав' },
      }),
    });
    renderWithProviders(<UsersPage />);
    expect(
      await screen.findByRole('heading', { name: 'Не удалось загрузить пользователей' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Недостаточно прав')).toBeInTheDocument();
  });
});
