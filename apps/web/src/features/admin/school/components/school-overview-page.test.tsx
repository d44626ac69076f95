import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import {
  buildAdminAttempt,
  buildAdminExercise,
  buildAdminSchool,
  buildAdminTariff,
  paged,
} from '@/testing/admin-school-fixtures';
import { SchoolOverviewPage } from './school-overview-page';
import { AnswersPage } from './answers-page';

const inboxPath = 'GET /api/v1/school/admin/users/attempts';

function stubSchool(inbox: () => { status?: number; body?: unknown }) {
  return stubFetch({
    'GET /api/v1/school/admin/schools': () => ({ body: { schools: [buildAdminSchool()] } }),
    'GET /api/v1/school/admin/tariffs': () => ({
      body: { tariffs: [buildAdminTariff(), buildAdminTariff({ id: 6 })] },
    }),
    'GET /api/v1/school/admin/exercises': () => ({ body: { exercises: [buildAdminExercise()] } }),
    [inboxPath]: inbox,
  });
}

describe('SchoolOverviewPage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows each school with its counts and the attempts waiting for review, oldest first', async () => {
    // The waiting time is counted from the clock: a fixed one keeps its words the same every day.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2020-01-03T12:00:00.000Z'));
    const { calls } = stubSchool(() => ({
      body: {
        ...paged('attempts', [
          buildAdminAttempt({ id: 51, submitted_at: '2020-01-01T00:00:00.000Z' }),
          buildAdminAttempt({
            id: 52,
            user: { id: 13, login: 'oleg@example.com', first_name: null, last_name: null },
          }),
        ]),
        total: 45,
      },
    }));
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SchoolOverviewPage />, { path: '/admin/school' });

    const school = await screen.findByTestId('admin-school-1');
    expect(await within(school).findByText('Тарифов: 2')).toBeInTheDocument();
    expect(
      within(school).getByRole('link', { name: 'Заданий: 1 в школе «Курс психотипы»' }),
    ).toHaveAttribute('href', '/admin/school/exercises?school=1');

    const inbox = await screen.findByTestId('admin-inbox-51');
    expect(
      calls.find((call) => call.path.startsWith('/api/v1/school/admin/users/attempts'))?.path,
    ).toBe('/api/v1/school/admin/users/attempts?status=checking&page=1&per_page=20');
    expect(within(inbox).getByTestId('inbox-waiting')).toHaveTextContent('2 дня');
    expect(
      within(inbox).getByRole('link', {
        name: 'Проверить ответы: Анна Иванова (anna@example.com), Задание 1. Знакомство с психотипами',
      }),
    ).toHaveAttribute('href', '/admin/school/answers/11/users/12/attempts');
    expect(screen.getByTestId('admin-inbox-52')).toHaveTextContent('oleg@example.com');

    // The page of the inbox is kept in the address.
    await user.click(screen.getByRole('button', { name: 'Страница 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
  });

  it('says so when nothing waits for review', async () => {
    stubSchool(() => ({ body: paged('attempts', []) }));
    renderWithProviders(<SchoolOverviewPage />);
    expect(await screen.findByText('Все ответы проверены')).toBeInTheDocument();
  });

  it('offers a retry when the inbox fails to load', async () => {
    stubSchool(() => ({
      status: 403,
      body: { statusCode: 403, code: 'FORBIDDEN', message: 'Недостаточно прав' },
    }));
    renderWithProviders(<SchoolOverviewPage />);
    expect(await screen.findByText('Не удалось загрузить попытки на проверке')).toBeInTheDocument();
  });
});

describe('AnswersPage', () => {
  it('lists each learner who answered once, with a link to their attempts', async () => {
    const answer = {
      attempt_id: 51,
      attempt_status: 'checking' as const,
      exercise_id: 11,
      question_id: 31,
      question_text: 'Вопрос',
      text: 'Ответ',
      created_at: '2026-11-20T10:00:00.000Z',
      user: { id: 12, login: 'anna@example.com', first_name: 'Анна', last_name: null },
    };
    const { calls } = stubFetch({
      'GET /api/v1/school/admin/exercises/11': () => ({ body: { exercise: buildAdminExercise() } }),
      'GET /api/v1/school/admin/answers/users': () => ({
        body: paged('answers', [
          { ...answer, id: 2 },
          { ...answer, id: 1 },
        ]),
      }),
    });
    renderWithProviders(<AnswersPage />, {
      path: '/admin/school/answers/:id/users',
      initialEntries: ['/admin/school/answers/11/users'],
    });
    const row = await screen.findByTestId('admin-answers-12');
    expect(
      calls.some(
        (call) =>
          call.path === '/api/v1/school/admin/answers/users?exercise_id=11&page=1&per_page=100',
      ),
    ).toBe(true);
    expect(row).toHaveTextContent('Анна (anna@example.com)');
    expect(row).toHaveTextContent('На проверке');
    expect(
      within(row).getByRole('link', { name: 'Попытки ученика Анна (anna@example.com)' }),
    ).toHaveAttribute('href', '/admin/school/answers/11/users/12/attempts');
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });
});
