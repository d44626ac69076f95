import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { startSession } from '@/lib/session/session-store';
import { buildUser } from '@/testing/user-fixture';
import { createProfileSchema } from '../schemas';
import { ProfileForm } from './profile-form';

const profile = buildUser({ birth_date: '1990-05-17', city: 'Ставрополь' });

function setup(birthDate: string | null = profile.birth_date) {
  const user = userEvent.setup();
  renderWithProviders(<ProfileForm user={{ ...profile, birth_date: birthDate }} />);
  const input = screen.getByTestId('profile-birth-date');
  return { user, input };
}

async function openCalendar(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByTestId('profile-birth-date-trigger'));
  return within(await screen.findByTestId('profile-birth-date-calendar'));
}

async function typeDate(user: ReturnType<typeof userEvent.setup>, input: Element, text: string) {
  await user.clear(input);
  await user.type(input, text);
  await user.tab();
}

describe('the birth date picker', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 12, 0, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  // The browser's own date field showed mm/dd/yyyy in an English browser.
  it('shows the date the Russian way, whatever the browser', () => {
    const { input } = setup();
    expect(input).not.toHaveAttribute('type', 'date');
    expect(input).toHaveValue('17.05.1990');
    expect(input).toHaveAttribute('placeholder', 'дд.мм.гггг');
    expect(screen.getByLabelText('Дата рождения')).toBe(input);
  });

  it('opens a Russian calendar whose weeks start on Monday', async () => {
    const { user } = setup();
    const calendar = await openCalendar(user);
    const days = calendar.getByRole('grid');
    const weekdays = [...days.querySelectorAll('th')].map((cell) => cell.textContent);
    expect(weekdays).toEqual(['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс']);
    const month = calendar.getByRole('combobox', { name: 'Месяц' });
    expect(month).toHaveValue('5');
    expect(within(month).getByRole('option', { name: 'май' })).toBeInTheDocument();
    expect(calendar.getByRole('combobox', { name: 'Год' })).toHaveValue('1990');
    // 1 May 1990 was a Tuesday: the first row opens with Monday 30 April.
    expect(within(days).getAllByRole('button')[0]).toHaveAccessibleName(
      'понедельник, 30 апреля 1990 г.',
    );
    expect(
      calendar.getByRole('button', { name: 'Выбрано: четверг, 17 мая 1990 г.' }),
    ).toBeInTheDocument();
  });

  it('takes the day picked in the calendar', async () => {
    const { user, input } = setup();
    const calendar = await openCalendar(user);
    await user.click(calendar.getByRole('button', { name: /\b20 мая 1990/ }));
    expect(input).toHaveValue('20.05.1990');
  });

  it('goes to a birth year decades back through the year list', async () => {
    const { user, input } = setup(null);
    const calendar = await openCalendar(user);
    await user.selectOptions(calendar.getByRole('combobox', { name: 'Год' }), '1975');
    await user.selectOptions(calendar.getByRole('combobox', { name: 'Месяц' }), '3');
    await user.click(calendar.getByRole('button', { name: /\b9 марта 1975/ }));
    expect(input).toHaveValue('09.03.1975');
  });

  it('offers no day after today and none before 1900', async () => {
    const { user, input } = setup('2026-11-10');
    const calendar = await openCalendar(user);
    expect(calendar.getByRole('button', { name: /\b21 ноября 2026/ })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(calendar.getByRole('button', { name: /\b22 ноября 2026/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await typeDate(user, input, '31.12.1899');
    expect(input).toHaveValue('01.01.1900');
    await typeDate(user, input, '22.11.2026');
    expect(input).toHaveValue('21.11.2026');
  });

  it('sends the picked date as yyyy-MM-dd, and nothing once cleared', async () => {
    startSession(profile);
    const { calls } = stubFetch({
      'POST /api/v1/user/update': ({ body }) => ({
        body: { user: { ...profile, ...(body as object) } },
      }),
    });
    const { user, input } = setup();
    await typeDate(user, input, '9.3.1985');
    expect(input).toHaveValue('09.03.1985');
    await user.click(screen.getByTestId('profile-submit'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ birth_date: '1985-03-09' });

    await user.clear(input);
    await user.tab();
    await user.click(screen.getByTestId('profile-submit'));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.body).toMatchObject({ birth_date: null });
  });
});

describe('the birth date rules', () => {
  const schema = createProfileSchema(() => '2026-11-21');
  const check = (birth_date: string) =>
    schema.safeParse({
      first_name: '',
      last_name: '',
      phone: '',
      birth_date,
      city: '',
      old_password: '',
      new_password: '',
      new_repeated_password: '',
    });
  const message = (birth_date: string) => check(birth_date).error?.issues[0]?.message;

  it.each([
    ['1899-12-31', 'validation.birthDateTooEarly'],
    ['2026-11-22', 'validation.birthDateFuture'],
    ['1990-02-30x', 'validation.birthDateInvalid'],
  ])('refuses %s', (date, key) => {
    expect(message(date)).toBe(key);
  });

  it.each(['', '1900-01-01', '2026-11-21'])('accepts %j', (date) => {
    expect(check(date).success).toBe(true);
  });
});
