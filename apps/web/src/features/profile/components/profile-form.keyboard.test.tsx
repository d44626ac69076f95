import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { startSession } from '@/lib/session/session-store';
import { buildUser } from '@/testing/user-fixture';
import { ProfileForm } from './profile-form';

const profile = buildUser({ first_name: 'Анна', last_name: 'Иванова', city: 'Ставрополь' });

describe('ProfileForm from the keyboard', () => {
  it('saves with Enter typed in a field', async () => {
    startSession(profile);
    const { calls } = stubFetch({
      'POST /api/v1/user/update': ({ body }) => ({
        body: { user: { ...profile, ...(body as object) } },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ProfileForm user={profile} />);
    const city = screen.getByTestId('profile-city');
    await user.clear(city);
    await user.type(city, 'Пятигорск{Enter}');

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ city: 'Пятигорск' });
    expect(await screen.findByText('Изменения сохранены')).toBeInTheDocument();
  });

  it('drops «Пароли не совпадают» as soon as the repeat matches', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProfileForm user={profile} />);
    await user.type(screen.getByTestId('profile-old-password'), 'secret0');
    await user.type(screen.getByTestId('profile-new-password'), 'secret1');
    const repeat = screen.getByTestId('profile-repeat-password');
    await user.type(repeat, 'secret');
    await user.tab();
    expect(await screen.findByText('Пароли не совпадают')).toBeInTheDocument();
    await user.type(repeat, '1');
    await waitFor(() => expect(screen.queryByText('Пароли не совпадают')).not.toBeInTheDocument());
    expect(repeat).toHaveFocus();
  });
});
