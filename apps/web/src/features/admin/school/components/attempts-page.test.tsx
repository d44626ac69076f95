import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch, type Handler } from '@/testing/fetch-stub';
import { buildAdminAttempt, buildAdminAttemptDetail, paged } from '@/testing/admin-school-fixtures';
import { AttemptsPage } from './attempts-page';

const path = '/admin/school/answers/:id/users/:userId/attempts';
const address = '/admin/school/answers/11/users/12/attempts';
const changePath = 'POST /api/v1/school/admin/users/attempts/51/change';

function setup(handlers: Record<string, Handler> = {}) {
  let status: 'checking' | 'finished' | 'failed' = 'checking';
  const stub = stubFetch({
    'GET /api/v1/school/admin/users/attempts': () => ({
      body: paged('attempts', [buildAdminAttempt({ status })]),
    }),
    'GET /api/v1/school/admin/users/attempts/51': () => ({
      body: { attempt: buildAdminAttemptDetail({ status }) },
    }),
    [changePath]: ({ body }) => {
      status = (body as { status: typeof status }).status;
      return { body: { attempt: buildAdminAttempt({ status }) } };
    },
    ...handlers,
  });
  const user = userEvent.setup();
  renderWithProviders(<AttemptsPage />, { path, initialEntries: [address] });
  return { user, ...stub };
}

describe('AttemptsPage', () => {
  it("asks for the learner's attempts at the exercise and shows each answer under its question", async () => {
    const { calls } = setup();
    const card = await screen.findByTestId('admin-attempt-51');
    expect(calls[0]?.path).toBe(
      '/api/v1/school/admin/users/attempts?exercise_id=11&user_id=12&per_page=100',
    );
    expect(screen.getByTestId('attempts-learner')).toHaveTextContent(
      'Анна Иванова (anna@example.com) · задание «Задание 1. Знакомство с психотипами»',
    );
    expect(within(card).getByTestId('attempt-status')).toHaveTextContent('На проверке');
    expect(await within(card).findByText('1. Какие черты вы узнали в себе?')).toBeInTheDocument();
    expect(within(card).getByText('Тревожность и упорство.')).toBeInTheDocument();
  });

  it("refuses 'Провалено' without a comment and sends nothing", async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByTestId('review-fail-51'));
    expect(
      await screen.findByText('Напишите комментарий: что нужно исправить'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("sends 'Провалено' with the comment, then shows the verdict instead of the form", async () => {
    const { user, calls } = setup();
    await user.type(await screen.findByTestId('review-comment-51'), '  Раскройте второй вопрос  ');
    await user.click(screen.getByTestId('review-fail-51'));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeDefined());
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/v1/school/admin/users/attempts/51/change');
    expect(post?.body).toEqual({ status: 'failed', comment: 'Раскройте второй вопрос' });
    expect(
      await screen.findByText('Попытка не засчитана, ученик может ответить ещё раз'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('review-form-51')).not.toBeInTheDocument());
    expect(screen.getByTestId('attempt-status')).toHaveTextContent('Провалено');
  });

  it("sends 'Задание выполнено' without a comment (null)", async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByTestId('review-finish-51'));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeDefined());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      status: 'finished',
      comment: null,
    });
    expect(await screen.findByText('Задание засчитано')).toBeInTheDocument();
  });

  it("shows the server's message when the verdict is refused", async () => {
    const { user } = setup({
      [changePath]: () => ({
        status: 409,
        body: {
          statusCode: 409,
          code: 'ATTEMPT_TRANSITION_NOT_ALLOWED',
          message: 'Попытка уже проверена',
        },
      }),
    });
    await user.click(await screen.findByTestId('review-finish-51'));
    expect(await screen.findByTestId('review-error-51')).toHaveTextContent('Попытка уже проверена');
  });

  it('says so when the learner has no attempts', async () => {
    setup({
      'GET /api/v1/school/admin/users/attempts': () => ({ body: paged('attempts', []) }),
    });
    expect(await screen.findByText('У ученика нет попыток по этому заданию')).toBeInTheDocument();
  });

  it('offers a retry when the list fails to load', async () => {
    setup({
      'GET /api/v1/school/admin/users/attempts': () => ({
        status: 403,
        body: { statusCode: 403, code: 'FORBIDDEN', message: 'Недостаточно прав' },
      }),
    });
    expect(await screen.findByText('Не удалось загрузить попытки')).toBeInTheDocument();
    expect(screen.getByText('Недостаточно прав')).toBeInTheDocument();
    expect(screen.getByTestId('load-error-retry')).toBeInTheDocument();
  });
});
