import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch, type Handler } from '@/testing/fetch-stub';
import {
  buildAnswer,
  buildAttempt,
  buildExercise,
  buildLesson,
  buildLockedExercise,
  buildQuestion,
} from '@/testing/school-fixtures';
import { buildUser } from '@/testing/user-fixture';
import { getSession, setAccessFlags, startSession } from '@/lib/session/session-store';
import { ExercisesPage } from './exercises-page';

const listPath = 'GET /api/v1/school/user/exercises';
const savePath = 'POST /api/v1/school/user/exercises/save-answers';
type Exercise = ReturnType<typeof buildExercise>;

/** Signs in, serves the exercises (a function: the answer may change after a write) and renders. */
function setup(exercises: Exercise[] | (() => Exercise[]), handlers: Record<string, Handler> = {}) {
  startSession(buildUser());
  const list = typeof exercises === 'function' ? exercises : () => exercises;
  const stub = stubFetch({ [listPath]: () => ({ body: { exercises: list() } }), ...handlers });
  const user = userEvent.setup();
  renderWithProviders(<ExercisesPage />, { path: '/account/school/exercises' });
  return { user, ...stub };
}

const twoQuestions = [
  buildQuestion({ id: 31, text: 'Какие черты вы узнали в себе?' }),
  buildQuestion({ id: 32, lesson_id: null, text: 'Где они мешают вам?' }),
];

describe('ExercisesPage', () => {
  it('shows an open exercise with its lessons and questions, and a locked one with its date only', async () => {
    setup([
      buildExercise({
        lessons: [buildLesson({ title: 'Урок 1. Что такое психотип', text: 'Текст урока' })],
      }),
      buildLockedExercise({ id: 13, title: 'Задание 3. Психотипы в конфликте' }),
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Задание 1. Знакомство с психотипами' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Курс психотипы' })).toBeInTheDocument();

    const open = within(screen.getByTestId('exercise-11'));
    expect(open.getByRole('heading', { name: 'Урок 1. Что такое психотип' })).toBeInTheDocument();
    expect(open.getByTestId('video-file')).toHaveAttribute(
      'src',
      'https://cdn.example.com/lesson-1.mp4',
    );
    expect(open.getByText('Текст урока')).toBeInTheDocument();
    expect(open.getByLabelText(/Какие черты вы узнали в себе\?/)).toBeInTheDocument();
    expect(open.getByText('К уроку «Урок 1. Что такое психотип»')).toBeInTheDocument();

    const locked = within(screen.getByTestId('exercise-13'));
    expect(locked.getByRole('heading', { name: 'Задание 3. Психотипы в конфликте' })).toBeVisible();
    expect(locked.getByTestId('exercise-locked')).toHaveTextContent(
      /Задание откроется 24 ноября 2099/,
    );
    expect(locked.getByRole('img', { name: 'Задание ещё закрыто' })).toBeInTheDocument();
    expect(locked.queryByRole('textbox')).not.toBeInTheDocument();
    expect(locked.queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps the send button enabled from the start and says which answers are missing', async () => {
    const { user, calls } = setup([buildExercise({ questions: twoQuestions })]);
    const submit = await screen.findByRole('button', { name: 'Отправить на проверку' });
    expect(submit).toBeEnabled();
    await user.type(screen.getByTestId('answer-31'), '   ');
    await user.click(submit);
    expect(await screen.findAllByText('Напишите ответ на этот вопрос')).toHaveLength(2);
    expect(screen.getByTestId('answer-31')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('Enter starts a new line and Ctrl+Enter sends the answers, then shows the attempt under review', async () => {
    let exercises = [buildExercise({ questions: twoQuestions })];
    const { user, calls } = setup(() => exercises, {
      [savePath]: ({ body }) => {
        const attempt = buildAttempt({
          status: 'checking',
          answers: [
            buildAnswer({ id: 41, question_id: 31, text: 'Тревожность\nи упорство' }),
            buildAnswer({ id: 42, question_id: 32, text: 'На работе' }),
          ],
        });
        exercises = [buildExercise({ questions: twoQuestions, attempts: [attempt] })];
        return { status: 201, body: { attempt, echo: body } };
      },
    });
    const first = await screen.findByTestId('answer-31');
    await user.type(first, 'Тревожность{Enter}и упорство');
    expect(first).toHaveValue('Тревожность\nи упорство');
    await user.type(screen.getByTestId('answer-32'), '  На работе {Control>}{Enter}{/Control}');

    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      exercise_id: 11,
      answers: [
        { question_id: 31, text: 'Тревожность\nи упорство' },
        { question_id: 32, text: 'На работе' },
      ],
    });
    expect(await screen.findByTestId('submission-state')).toHaveTextContent(
      'Ответы отправлены и ждут проверки',
    );
    expect(screen.queryByTestId('answer-form-11')).not.toBeInTheDocument();
    const attempt = within(screen.getByTestId('attempt-51'));
    expect(attempt.getByTestId('attempt-status')).toHaveTextContent('На проверке');
    // An answer under review cannot be deleted.
    expect(attempt.queryByRole('button', { name: /Удалить ответ/ })).not.toBeInTheDocument();
  });

  it("shows the server's reason when the answers are refused", async () => {
    const { user } = setup([buildExercise()], {
      [savePath]: () => ({
        status: 409,
        body: {
          statusCode: 409,
          code: 'ATTEMPT_UNDER_REVIEW',
          message: 'Предыдущие ответы ещё на проверке',
        },
      }),
    });
    await user.type(await screen.findByTestId('answer-31'), 'Ответ');
    await user.click(screen.getByRole('button', { name: 'Отправить на проверку' }));
    expect(await screen.findByTestId('answer-form-error')).toHaveTextContent(
      'Предыдущие ответы ещё на проверке',
    );
  });

  it.each([
    ['checking', 'На проверке'],
    ['finished', 'Задание выполнено'],
    ['failed', 'Провалено'],
  ] as const)('names an attempt in status %s "%s"', async (status, text) => {
    setup([buildExercise({ attempts: [buildAttempt({ status })] })]);
    expect(await screen.findByTestId('attempt-status')).toHaveTextContent(text);
  });

  it('offers a new attempt after "Провалено", starting from the failed answers, with the comment', async () => {
    const failed = buildAttempt({
      status: 'failed',
      reviewer_comment: 'Раскройте ответ подробнее.',
      reviewed_at: '2026-11-12T10:00:00.000Z',
      answers: [buildAnswer({ question_id: 31, text: 'Коротко' })],
    });
    const { user, calls } = setup([buildExercise({ attempts: [failed] })], {
      [savePath]: () => ({ status: 201, body: { attempt: buildAttempt({ id: 52 }) } }),
    });
    expect(await screen.findByRole('heading', { name: 'Ответить ещё раз' })).toBeInTheDocument();
    expect(screen.getByTestId('reviewer-comment')).toHaveTextContent(
      'Комментарий проверяющегоРаскройте ответ подробнее.',
    );
    const answer = screen.getByTestId('answer-31');
    expect(answer).toHaveValue('Коротко');
    await user.type(answer, ', но подробно{Control>}{Enter}{/Control}');
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        exercise_id: 11,
        answers: [{ question_id: 31, text: 'Коротко, но подробно' }],
      }),
    );
  });

  it('shows no form once an attempt is "Задание выполнено"', async () => {
    setup([buildExercise({ attempts: [buildAttempt({ status: 'finished' })] })]);
    expect(await screen.findByTestId('submission-state')).toHaveTextContent(
      'Задание выполнено: ответы приняты.',
    );
    expect(screen.queryByTestId('answer-form-11')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отправить на проверку' })).not.toBeInTheDocument();
  });

  it('deletes an answer of a reviewed attempt after confirmation', async () => {
    let answers = [buildAnswer({ id: 41, question_id: 31, text: 'Личное' })];
    const list = () => [
      buildExercise({ attempts: [buildAttempt({ status: 'finished', answers })] }),
    ];
    const { user, calls } = setup(list, {
      'DELETE /api/v1/school/user/answers/41': () => {
        answers = [];
        return { body: { message: 'OK' } };
      },
    });
    const remove = await screen.findByRole('button', {
      name: 'Удалить ответ на вопрос «Какие черты вы узнали в себе?»',
    });
    await user.click(remove);
    const dialog = await screen.findByTestId('delete-answer-dialog');
    expect(dialog).toHaveTextContent('Удалить ответ?');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));

    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(
        'DELETE /api/v1/school/user/answers/41',
      ),
    );
    expect(await screen.findByText('Ответы этой попытки удалены.')).toBeInTheDocument();
    expect(screen.queryByText('Личное')).not.toBeInTheDocument();
  });

  it('sends a learner without school access to the course page and hides the menu item', async () => {
    setAccessFlags({ isHaveSchool: true });
    setup([], {
      [listPath]: () => ({
        status: 403,
        body: {
          statusCode: 403,
          code: 'SCHOOL_ACCESS_REQUIRED',
          message: 'Нужен доступ к школе',
        },
      }),
      'GET /api/v1/school/user/tariffs': () => ({ body: [] }),
      'GET /api/v2/user/kits/my': () => ({ body: { kits: [] } }),
    });
    expect(await screen.findByRole('link', { name: 'Перейти к курсу' })).toHaveAttribute(
      'href',
      '/course-psychotypes',
    );
    await waitFor(() => expect(getSession().isHaveSchool).toBe(false));
  });

  it('says so when no exercise is published yet', async () => {
    setup([]);
    expect(await screen.findByTestId('empty-state')).toHaveTextContent(
      'Задания курса ещё не опубликованы',
    );
  });
});
