import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { buildAdminUser } from '../test-fixtures';
import { UserCreatePage, UserEditPage } from './user-edit-pages';

const userAnswer = { user: buildAdminUser() };

describe('UserCreatePage', () => {
  it('checks the fields before sending and says what is wrong', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({});
    renderWithProviders(<UserCreatePage />);
    await user.click(screen.getByRole('checkbox', { name: 'Пользователь' }));
    await user.type(screen.getByLabelText('Телефон'), '1'.repeat(33));
    await user.click(screen.getByRole('button', { name: 'Создать пользователя' }));

    expect(await screen.findByText('Укажите логин')).toBeInTheDocument();
    expect(screen.getByText('Задайте пароль')).toBeInTheDocument();
    expect(screen.getByText('Телефон — не длиннее 32 символов')).toBeInTheDocument();
    expect(screen.getByText('Выберите хотя бы одну роль')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Логин/ }), 'not-an-email');
    await user.type(screen.getByLabelText(/^Пароль/), '123');
    await user.tab();
    expect(await screen.findByText('Логин — это e-mail: проверьте адрес')).toBeInTheDocument();
    expect(screen.getByText('Пароль — не короче 6 символов')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('creates the user, toasts and opens their page; Enter submits', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      'POST /api/v2/admin/users': () => ({ status: 201, body: userAnswer }),
    });
    const { router } = renderWithProviders(<UserCreatePage />, {
      routes: [{ path: '/admin/users/:id/edit', element: <p>edit page</p> }],
    });
    await user.type(screen.getByLabelText('Фамилия'), 'Иванова');
    await user.click(screen.getByRole('checkbox', { name: 'Администратор' }));
    await user.type(screen.getByLabelText(/^Пароль/), 'secret1');
    await user.type(screen.getByRole('textbox', { name: /Логин/ }), ' anna@example.com {Enter}');

    await screen.findByText('edit page');
    expect(router.state.location.pathname).toBe('/admin/users/5/edit');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      login: 'anna@example.com',
      password: 'secret1',
      last_name: 'Иванова',
      first_name: null,
      middle_name: null,
      phone: null,
      birth_date: null,
      city: null,
      roles: ['USER', 'ADMIN'],
    });
    expect(await screen.findByText('Пользователь создан')).toBeInTheDocument();
  });

  it("shows the server's refusal above the button", async () => {
    const user = userEvent.setup();
    stubFetch({
      'POST /api/v2/admin/users': () => ({
        status: 409,
        body: { statusCode: 409, code: 'LOGIN_TAKEN', message: 'Этот e-mail уже занят' },
      }),
    });
    renderWithProviders(<UserCreatePage />);
    await user.type(screen.getByRole('textbox', { name: /Логин/ }), 'anna@example.com');
    await user.type(screen.getByLabelText(/^Пароль/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Создать пользователя' }));
    expect(await screen.findByTestId('user-form-error')).toHaveTextContent('Этот e-mail уже занят');
  });
});

describe('UserEditPage', () => {
  it('loads the user, keeps the password unless typed and saves the changes', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      'GET /api/v2/admin/users/5': () => ({ body: userAnswer }),
      'POST /api/v2/admin/users/5/update': () => ({ body: userAnswer }),
    });
    renderWithProviders(<UserEditPage />, {
      path: '/admin/users/:id/edit',
      initialEntries: ['/admin/users/5/edit'],
    });
    expect(await screen.findByRole('heading', { name: 'anna@example.com' })).toBeInTheDocument();
    expect(calls[0]?.path).toBe('/api/v2/admin/users/5?with_active_tariff=1');
    expect(screen.getByRole('link', { name: 'Профиль' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByLabelText('Город')).toHaveValue('Ставрополь');
    expect(screen.getByLabelText('Дата рождения')).toHaveValue('1990-05-17');

    await user.clear(screen.getByLabelText('Город'));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const body = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ login: 'anna@example.com', city: null, roles: ['USER'] });
    expect(body).not.toHaveProperty('password');
    expect(await screen.findByText('Изменения сохранены')).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown user', async () => {
    stubFetch({
      'GET /api/v2/admin/users/9': () => ({
        status: 404,
        body: { statusCode: 404, code: 'USER_NOT_FOUND', message: 'Пользователь не найден' },
      }),
    });
    renderWithProviders(<UserEditPage />, {
      path: '/admin/users/:id/edit',
      initialEntries: ['/admin/users/9/edit'],
    });
    expect(await screen.findByText('Страница не найдена')).toBeInTheDocument();
  });
});
