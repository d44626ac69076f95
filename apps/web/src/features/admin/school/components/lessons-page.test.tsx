import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { buildAdminExercise } from '@/testing/admin-school-fixtures';
import { LessonsPage } from './lessons-page';
import { QuestionsPage } from './questions-page';

const exercise = buildAdminExercise();

function stubExercise() {
  return stubFetch({
    'GET /api/v1/school/admin/exercises/11': () => ({ body: { exercise } }),
    'POST /api/v1/school/admin/exercises/11/lessons/order': () => ({
      body: { lessons: exercise.lessons },
    }),
    'POST /api/v1/school/admin/exercises/11/lessons': ({ body }) => ({
      status: 201,
      body: { lesson: { ...exercise.lessons[0], id: 23, ...(body as object) } },
    }),
    'POST /api/v1/school/admin/exercises/11/questions/order': () => ({
      body: { questions: exercise.questions },
    }),
  });
}

describe('LessonsPage', () => {
  it('lists the lessons in order with their question counts', async () => {
    stubExercise();
    renderWithProviders(<LessonsPage />, {
      path: '/admin/school/exercises/:id/lessons',
      initialEntries: ['/admin/school/exercises/11/lessons'],
    });
    const first = await screen.findByTestId('admin-lesson-21');
    expect(first).toHaveTextContent('Урок 1. Урок 1');
    expect(
      within(first).getByRole('link', { name: 'Вопросы (2) к уроку «Урок 1»' }),
    ).toHaveAttribute('href', '/admin/school/exercises/11/lessons/21/questions');
  });

  it('moves a lesson down with the keyboard and saves the whole order', async () => {
    const { calls } = stubExercise();
    const user = userEvent.setup();
    renderWithProviders(<LessonsPage />, {
      path: '/admin/school/exercises/:id/lessons',
      initialEntries: ['/admin/school/exercises/11/lessons'],
    });
    const down = await screen.findByRole('button', { name: 'Переместить «Урок 1» ниже' });
    expect(screen.getByRole('button', { name: 'Переместить «Урок 1» выше' })).toBeDisabled();
    down.focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeDefined());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ ids: [22, 21] });
    expect(await screen.findByText('Порядок уроков сохранён')).toBeInTheDocument();
  });

  it('adds a lesson after checking its title', async () => {
    const { calls } = stubExercise();
    const user = userEvent.setup();
    renderWithProviders(<LessonsPage />, {
      path: '/admin/school/exercises/:id/lessons',
      initialEntries: ['/admin/school/exercises/11/lessons'],
    });
    await user.click(await screen.findByTestId('admin-lesson-create-open'));
    const dialog = await screen.findByTestId('admin-lesson-create');
    await user.click(within(dialog).getByTestId('lesson-form-submit'));
    expect(await within(dialog).findByText('Заполните это поле')).toBeInTheDocument();

    await user.type(within(dialog).getByTestId('lesson-form-title'), 'Урок 3');
    await user.type(within(dialog).getByTestId('lesson-form-video'), 'rutube');
    await user.tab();
    expect(
      await within(dialog).findByText('Укажите ссылку (https://…) или путь, начинающийся с /'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByTestId('lesson-form-video'));
    await user.click(within(dialog).getByTestId('lesson-form-submit'));

    await waitFor(() =>
      expect(screen.queryByTestId('admin-lesson-create')).not.toBeInTheDocument(),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Урок 3',
      text: '',
      video_url: null,
    });
    expect(await screen.findByText('Урок добавлен')).toBeInTheDocument();
  });
});

describe('QuestionsPage', () => {
  it("shows only the lesson's questions and reorders them among the exercise's others", async () => {
    const { calls } = stubExercise();
    const user = userEvent.setup();
    renderWithProviders(<QuestionsPage />, {
      path: '/admin/school/exercises/:exerciseId/lessons/:lessonId/questions',
      initialEntries: ['/admin/school/exercises/11/lessons/21/questions'],
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Вопросы к уроку «Урок 1»',
    );
    expect(screen.getByTestId('admin-question-31')).toHaveTextContent('1. Первый вопрос');
    expect(screen.getByTestId('admin-question-33')).toHaveTextContent('2. Второй вопрос');
    expect(screen.queryByTestId('admin-question-32')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Переместить «Вопрос 2» выше' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeDefined());
    // Question 32 (another lesson's) keeps its place between them.
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ ids: [33, 32, 31] });
  });

  it('shows the not-found page for a lesson of another exercise', async () => {
    stubExercise();
    renderWithProviders(<QuestionsPage />, {
      path: '/admin/school/exercises/:exerciseId/lessons/:lessonId/questions',
      initialEntries: ['/admin/school/exercises/11/lessons/99/questions'],
    });
    expect(await screen.findByText('Страница не найдена')).toBeInTheDocument();
  });
});
