import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import type { SessionUser } from '@/lib/session/user-schema';
import { buildUser } from '@/testing/user-fixture';
import { ProfileForm } from './profile-form';

function setup(overrides: Partial<SessionUser>) {
  const user = userEvent.setup();
  renderWithProviders(<ProfileForm user={buildUser(overrides)} />);
  return { user, phone: screen.getByTestId('profile-phone') };
}

describe('the profile phone', () => {
  // The profile used to show an empty 'Телефон' to someone who gave one at registration.
  it('shows the phone given at registration, through the mask', () => {
    const { phone } = setup({ phone: null, cellphone: '+7(999)1234567' });
    expect(phone).toHaveValue('+7 (999) 123 4567');
  });

  it('shows the profile phone once one is saved', () => {
    const { phone } = setup({ phone: '+7 (928) 000 1122', cellphone: '+7(999)1234567' });
    expect(phone).toHaveValue('+7 (928) 000 1122');
  });

  it('puts typed digits through the mask +# (###) ### ####, dropping anything else', async () => {
    const { user, phone } = setup({ phone: null, cellphone: null });
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('placeholder', '+_ (___) ___ ____');
    await user.type(phone, '7928a12-34 567');
    expect(phone).toHaveValue('+7 (928) 123 4567');
    await user.type(phone, '89');
    expect(phone).toHaveValue('+7 (928) 123 4567');
  });

  it('asks for the whole number, and is happy with none', async () => {
    const { user, phone } = setup({ phone: null, cellphone: null });
    await user.type(phone, '7928');
    await user.tab();
    expect(
      await screen.findByText('Введите номер полностью: +7 (999) 123 4567'),
    ).toBeInTheDocument();
    await user.clear(phone);
    expect(screen.queryByText('Введите номер полностью: +7 (999) 123 4567')).toBeNull();
  });
});
