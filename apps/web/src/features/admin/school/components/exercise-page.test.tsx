import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { buildAdminExercise, buildAdminSchool } from '@/testing/admin-school-fixtures';
import { isoToLocalInput } from '../forms/date-time';
import { ExercisePage } from './exercise-page';

const exercise = buildAdminExercise({
  video_urls: ['https://rutube.ru/play/embed/1'],
  properties: { week: 1 },
  activate_at: '2026-12-01T06:00:00.000Z',
});

function setup() {
  const stub = stubFetch({
    'GET /api/v1/school/admin/schools': () => ({ body: { schools: [buildAdminSchool()] } }),
    'GET /api/v1/school/admin/exercises/11': () => ({ body: { exercise } }),
    'POST /api/v1/school/admin/exercises/11/update': ({ body }) => ({
      body: { exercise: { ...exercise, ...(body as object), updated_at: '2026-11-23T00:00:00Z' } },
    }),
  });
  const user = userEvent.setup();
  renderWithProviders(<ExercisePage />, {
    path: '/admin/school/exercises/:id',
    initialEntries: ['/admin/school/exercises/11'],
  });
  return { user, ...stub };
}

describe('ExercisePage', () => {
  it('shows the content counts, links onwards and the form filled from the exercise', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(exercise.title);
    expect(screen.getByTestId('admin-exercise-content')).toHaveTextContent('Уроков: 2');
    expect(screen.getByTestId('admin-exercise-content')).toHaveTextContent('Вопросов: 3');
    expect(screen.getByRole('link', { name: 'Уроки и вопросы' })).toHaveAttribute(
      'href',
      '/admin/school/exercises/11/lessons',
    );
    expect(await screen.findByTestId('exercise-form-videos')).toHaveValue(
      'https://rutube.ru/play/embed/1',
    );
    expect(screen.getByTestId('exercise-form-properties')).toHaveValue('{\n  "week": 1\n}');
    expect(screen.getByTestId('exercise-form-activate-at')).toHaveValue(
      isoToLocalInput(exercise.activate_at),
    );
    expect(screen.getByText(/Время по вашему часовому поясу/)).toBeInTheDocument();
  });

  it('refuses a bad video link, properties that are not a JSON object and an empty title', async () => {
    const { user, calls } = setup();
    const videos = await screen.findByTestId('exercise-form-videos');
    await user.type(videos, '{Enter}not a link');
    const properties = screen.getByTestId('exercise-form-properties');
    await user.clear(properties);
    await user.type(properties, '[[1, 2]');
    await user.clear(screen.getByTestId('exercise-form-title'));
    await user.click(screen.getByTestId('exercise-form-submit'));

    expect(
      await screen.findByText('По одной ссылке https://… в строке, не больше 50 ссылок'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Укажите объект JSON/)).toBeInTheDocument();
    expect(screen.getByText('Заполните это поле')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('saves every field: links as a list, properties as an object, a cleared date as null', async () => {
    const { user, calls } = setup();
    const videos = await screen.findByTestId('exercise-form-videos');
    await user.type(videos, '{Enter}{Enter}https://rutube.ru/play/embed/2');
    await user.clear(screen.getByTestId('exercise-form-activate-at'));
    await user.clear(screen.getByTestId('exercise-form-url'));
    await user.type(screen.getByTestId('exercise-form-url'), '/static/a.pdf');
    await user.click(screen.getByTestId('exercise-form-submit'));

    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeDefined());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      school_id: 1,
      title: exercise.title,
      description: exercise.description,
      url: '/static/a.pdf',
      video_urls: ['https://rutube.ru/play/embed/1', 'https://rutube.ru/play/embed/2'],
      properties: { week: 1 },
      activate_at: null,
      sort: 1,
    });
    expect(await screen.findByText('Задание сохранено')).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown exercise', async () => {
    stubFetch({
      'GET /api/v1/school/admin/schools': () => ({ body: { schools: [] } }),
    });
    renderWithProviders(<ExercisePage />, {
      path: '/admin/school/exercises/:id',
      initialEntries: ['/admin/school/exercises/99'],
    });
    expect(await screen.findByText('Страница не найдена')).toBeInTheDocument();
  });
});
