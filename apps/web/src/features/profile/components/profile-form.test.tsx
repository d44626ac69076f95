import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { startSession } from '@/lib/session/session-store';
import type { SessionUser } from '@/lib/session/user-schema';
import { ProfileForm } from './profile-form';

const profile: SessionUser = {
  id: 7,
  login: 'anna@example.com',
  email: 'anna@example.com',
  first_name: 'Анна',
  middle_name: null,
  last_name: 'Иванова',
  phone: null,
  birth_date: '1990-05-17',
  city: 'Ставрополь',
  cellphone: '+7(999)1234567',
  roles: ['USER'],
};

function setup() {
  const user = userEvent.setup();
  const view = renderWithProviders(<ProfileForm user={profile} />);
  return { user, ...view };
}

/** Types a date into the picker's field the Russian way and leaves it, as a person would. */
async function typeBirthDate(user: ReturnType<typeof userEvent.setup>, value: string) {
  const input = screen.getByTestId('profile-birth-date');
  await user.clear(input);
  await user.type(input, value);
  await user.tab();
}

describe('ProfileForm saving', () => {
  it('sends yyyy-MM-dd and only the changed password trio when a new password is typed', async () => {
    startSession({ ...profile, api_token: 'user-token' });
    const { calls } = stubFetch({
      'POST /api/v1/user/update': ({ body }) => ({
        body: { user: { ...profile, ...(body as object), cellphone: profile.cellphone } },
      }),
    });
    const { user } = setup();
    await typeBirthDate(user, '09.03.1985');
    await user.clear(screen.getByTestId('profile-city'));
    await user.type(screen.getByTestId('profile-city'), 'Пятигорск');
    await user.click(screen.getByTestId('profile-submit'));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({
      first_name: 'Анна',
      last_name: 'Иванова',
      // The phone given at registration, shown through the mask, is kept as the profile phone.
      phone: '+7 (999) 123 4567',
      birth_date: '1985-03-09',
      city: 'Пятигорск',
    });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer user-token');
    expect(await screen.findByText('Изменения сохранены')).toBeInTheDocument();
  });

  it('asks for the current password and a matching repeat before a password change', async () => {
    const { user } = setup();
    await user.type(screen.getByTestId('profile-new-password'), 'secret2');
    await user.type(screen.getByTestId('profile-repeat-password'), 'secret3');
    await user.tab();
    expect(await screen.findByText('Введите текущий пароль')).toBeInTheDocument();
    expect(screen.getByText('Пароли не совпадают')).toBeInTheDocument();
  });

  it('shows the server message in the error line', async () => {
    stubFetch({
      'POST /api/v1/user/update': () => ({
        status: 400,
        body: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Неверный текущий пароль' },
      }),
    });
    const { user } = setup();
    await user.type(screen.getByTestId('profile-city'), '!');
    await user.click(screen.getByTestId('profile-submit'));
    expect(await screen.findByTestId('profile-error')).toHaveTextContent('Неверный текущий пароль');
  });
});
