import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { storageKeys } from '@/config/storage-keys';
import { getSession } from '@/lib/session/session-store';
import { RegistrationForm } from './registration-form';

const apiUser = {
  id: 7,
  login: 'anna@example.com',
  email: 'anna@example.com',
  api_token: 'token-123',
  first_name: 'Анна',
  middle_name: null,
  last_name: 'Иванова',
  phone: null,
  birth_date: null,
  city: null,
  cellphone: '+7(999)1234567',
  roles: ['USER'],
  created_at: '2026-01-01T00:00:00.000Z',
};

function setup() {
  const user = userEvent.setup();
  const view = renderWithProviders(<RegistrationForm />, {
    routes: [{ path: '/', element: <p>home page</p> }],
  });
  return { user, ...view };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByTestId('register-email'), 'anna@example.com');
  await user.type(screen.getByTestId('register-password'), 'secret1');
  await user.type(screen.getByTestId('register-cellphone'), '79991234567');
  await user.type(screen.getByTestId('register-first-name'), 'Анна');
  await user.type(screen.getByTestId('register-last-name'), 'Иванова');
}

describe('RegistrationForm', () => {
  it('shows each validation message once a field is touched', async () => {
    const { user } = setup();

    await user.click(screen.getByTestId('register-email'));
    await user.tab();
    expect(await screen.findByText('Email обязателен')).toBeInTheDocument();

    await user.type(screen.getByTestId('register-email'), 'not-an-email');
    expect(await screen.findByText('Некорректный email')).toBeInTheDocument();

    await user.type(screen.getByTestId('register-password'), '123');
    await user.tab();
    expect(await screen.findByText('Пароль должен быть не менее 6 символов')).toBeInTheDocument();

    await user.type(screen.getByTestId('register-cellphone'), '7999');
    await user.tab();
    await user.type(screen.getByTestId('register-first-name'), 'Ан');
    await user.tab();
    await user.type(screen.getByTestId('register-last-name'), 'Ив');
    await user.tab();
    await waitFor(() => expect(screen.getAllByText('Обязательно для заполнения')).toHaveLength(3));

    const consent = screen.getByRole('checkbox');
    await user.click(consent);
    await user.click(consent);
    await user.tab();
    expect(await screen.findByText('Необходимо согласие на обработку данных')).toBeInTheDocument();
  });

  it('masks the cellphone as +# (###) ### ####', async () => {
    const { user } = setup();
    await user.type(screen.getByTestId('register-cellphone'), '79991234567');
    expect(screen.getByTestId('register-cellphone')).toHaveValue('+7 (999) 123 4567');
  });

  it('refuses a cellphone one digit short (16 characters) until the mask is filled in', async () => {
    const { user } = setup();
    const cellphone = screen.getByTestId('register-cellphone');
    await user.type(screen.getByTestId('register-email'), 'anna@example.com');
    await user.type(screen.getByTestId('register-password'), 'secret1');
    await user.type(cellphone, '7999123456');
    await user.type(screen.getByTestId('register-first-name'), 'Анна');
    await user.type(screen.getByTestId('register-last-name'), 'Иванова');
    await user.click(screen.getByRole('checkbox'));

    expect(cellphone).toHaveValue('+7 (999) 123 456');
    expect(await screen.findByText('Обязательно для заполнения')).toBeInTheDocument();
    expect(cellphone).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('register-submit')).toBeDisabled();

    await user.type(cellphone, '7');
    expect(cellphone).toHaveValue('+7 (999) 123 4567');
    await waitFor(() => expect(screen.getByTestId('register-submit')).toBeEnabled());
    expect(screen.queryByText('Обязательно для заполнения')).not.toBeInTheDocument();
  });

  it('keeps letters and symbols out of the cellphone and refuses a field left without digits', async () => {
    const { user } = setup();
    const cellphone = screen.getByTestId('register-cellphone');
    await user.type(cellphone, 'не номер!');
    await user.tab();
    expect(cellphone).toHaveValue('');
    expect(await screen.findByText('Обязательно для заполнения')).toBeInTheDocument();
    expect(cellphone).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps submit disabled until every field is valid and consent is ticked', async () => {
    const { user } = setup();
    const submit = screen.getByTestId('register-submit');
    expect(submit).toBeDisabled();

    await fillValid(user);
    expect(submit).toBeDisabled();

    await user.click(screen.getByRole('checkbox'));
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('links the two consent documents', () => {
    setup();
    expect(
      screen.getByRole('link', { name: 'согласие на обработку персональных данных' }),
    ).toHaveAttribute('href', '/static/consent-to-the-processing-of-personal-data.pdf');
    expect(
      screen.getByRole('link', { name: 'политику обработки персональных данных' }),
    ).toHaveAttribute('href', '/static/personal-data-processing-policy.pdf');
  });

  it('registers with spaces removed from the cellphone, stores the session and goes to /', async () => {
    const { calls } = stubFetch({
      'POST /api/v1/register': () => ({ status: 201, body: { user: apiUser } }),
    });
    const { user, router } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByTestId('register-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const request = calls.find((call) => call.path === '/api/v1/register');
    expect(request?.body).toEqual({
      login: 'anna@example.com',
      password: 'secret1',
      cellphone: '+7(999)1234567',
      first_name: 'Анна',
      last_name: 'Иванова',
    });
    expect(localStorage.getItem(storageKeys.apiToken)).toBe('token-123');
    expect(JSON.parse(localStorage.getItem(storageKeys.user) ?? '{}')).toMatchObject({
      login: 'anna@example.com',
    });
    expect(getSession().isAuthorized).toBe(true);
  });

  it('shows the server message in the error line', async () => {
    stubFetch({
      'POST /api/v1/register': () => ({
        status: 409,
        body: {
          statusCode: 409,
          code: 'LOGIN_TAKEN',
          message: 'Пользователь с таким email уже существует',
        },
      }),
    });
    const { user } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByTestId('register-submit'));

    expect(await screen.findByTestId('register-error')).toHaveTextContent(
      'Пользователь с таким email уже существует',
    );
    expect(getSession().isAuthorized).toBe(false);
  });
});
