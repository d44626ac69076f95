import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { buildTariff } from '@/testing/school-fixtures';
import { buildUser } from '@/testing/user-fixture';
import { getSession, setAccessFlags, startSession } from '@/lib/session/session-store';
import { CoursePsychotypesRoute } from './course-psychotypes';

const tariffsPath = 'GET /api/v1/school/tariffs';

function setup(tariffs = [buildTariff()]) {
  const stub = stubFetch({
    [tariffsPath]: () => ({ body: { tariffs } }),
    'GET /api/v1/payment/robokassa/get-payment-data': () => ({
      body: { status: 'success', message: 'Доступ открыт', IsFree: true },
    }),
    'GET /api/v1/school/user/tariffs': () => ({ body: [{ id: 1 }] }),
    'GET /api/v2/user/kits/my': () => ({ body: { kits: [] } }),
  });
  const user = userEvent.setup();
  renderWithProviders(<CoursePsychotypesRoute />, { path: '/course-psychotypes' });
  return { user, ...stub };
}

describe('/course-psychotypes', () => {
  it('keeps the course text and offers a tariff with buy, gift, foreign card and the lesson offer', async () => {
    const { calls } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Курс «Психотипы»' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Что будет на курсе' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Задать вопрос о курсе' })).toBeVisible();

    const tariff = within(await screen.findByTestId('tariff-5'));
    expect(tariff.getByRole('heading', { name: 'Психотипы: 90 дней' })).toBeVisible();
    expect(tariff.getByText('Доступ к заданиям на 90 дней')).toBeVisible();
    expect(tariff.getByTestId('purchase-price')).toHaveTextContent('9 900 ₽');
    expect(tariff.getByTestId('buy-button')).toHaveTextContent('Купить');
    expect(tariff.getByTestId('gift-button')).toHaveTextContent('Подарить другу');
    expect(tariff.getByTestId('foreign-card-button')).toHaveTextContent(
      'У меня иностранная карта* (199 AZN)',
    );
    expect(tariff.getByTestId('offer-link')).toHaveAttribute(
      'href',
      '/static/offer-agreement-lesson.pdf',
    );
    expect(screen.queryByTestId('to-exercises')).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/v1/school/tariffs']);
  });

  it('buys the tariff as product type lesson, and then shows the way to the exercises', async () => {
    startSession(buildUser());
    const { user, calls } = setup([buildTariff({ id: 7, final_price: 0, final_price_azn: 0 })]);
    const buy = await screen.findByTestId('buy-button');
    expect(buy).toHaveTextContent('Получить');
    await user.click(buy);
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toContain(
        '/api/v1/payment/robokassa/get-payment-data?id=7&product_type=lesson&type=1',
      ),
    );
    // The free tariff is granted at once: the flags are read again and the offer turns into the link.
    await waitFor(() => expect(getSession().isHaveSchool).toBe(true));
    expect(await screen.findByRole('link', { name: 'Перейти к заданиям' })).toHaveAttribute(
      'href',
      '/account/school/exercises',
    );
  });

  it('links a learner with school access to the exercises instead of selling the tariff', () => {
    startSession(buildUser());
    setAccessFlags({ isHaveSchool: true });
    const { calls } = setup();
    expect(screen.getByTestId('school-access')).toHaveTextContent('У вас есть доступ к курсу');
    expect(screen.getByRole('link', { name: 'Перейти к заданиям' })).toHaveAttribute(
      'href',
      '/account/school/exercises',
    );
    expect(screen.queryByTestId('purchase-block')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says when no tariff is on sale', async () => {
    setup([]);
    expect(await screen.findByTestId('school-closed')).toHaveTextContent(
      'Запись на курс сейчас закрыта',
    );
  });

  it('says the tariffs could not be loaded when the answer has the wrong shape', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch({ [tariffsPath]: () => ({ body: { tariffs: [{ id: 5 }] } }) });
    renderWithProviders(<CoursePsychotypesRoute />, { path: '/course-psychotypes' });
    const error = await screen.findByTestId('load-error');
    expect(
      within(error).getByRole('heading', { name: 'Не удалось загрузить тарифы' }),
    ).toBeInTheDocument();
    expect(error).toHaveTextContent('Ошибка валидации данных сервера');
    expect(within(error).getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    expect(screen.queryByTestId('buy-button')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });
});
