import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { buildPayment, paidPayment } from '@/testing/payment-fixtures';
import { buildUser } from '@/testing/user-fixture';
import { startSession } from '@/lib/session/session-store';
import { PaymentsPage } from './payments-page';

const listPath = 'GET /api/v1/user/current/payments';

describe('PaymentsPage', () => {
  it('lists each payment with its status, amount, product, gift recipient and date', async () => {
    startSession(buildUser());
    stubFetch({
      [listPath]: () => ({
        body: {
          payments: [
            paidPayment({ id: 1, purchase_id: 7, created_at: '2026-11-21T10:00:00.000Z' }),
            buildPayment({
              id: 2,
              product_type: 'kit',
              purchase_id: 3,
              purchase: { title: 'Психотерапевт 21 века' },
              price: 198,
              currency: 'AZN',
              status: 'failed',
            }),
            paidPayment({
              id: 3,
              type: 2,
              gift_email: 'friend@example.com',
              gift_delivered: false,
            }),
            buildPayment({ id: 4, status: 'refunded', is_renewal: true, price: 2940.5 }),
            buildPayment({ id: 5, status: 'cancelled' }),
            buildPayment({ id: 6, status: 'pending', can_check: true }),
          ],
        },
      }),
    });
    renderWithProviders(<PaymentsPage />);

    const row = (id: number) => within(screen.getByTestId(`payment-${id}`));
    await screen.findByTestId('payments-list');
    expect(screen.getByRole('heading', { name: 'Мои покупки' })).toBeInTheDocument();

    expect(row(1).getByTestId('payment-status')).toHaveTextContent('Оплачено');
    expect(row(1).getByTestId('payment-amount')).toHaveTextContent('4 900 ₽');
    expect(row(1).getByRole('link', { name: 'Личные границы' })).toHaveAttribute(
      'href',
      '/videocourses/7',
    );
    expect(row(1).getByText('21 ноября 2026 г.')).toBeInTheDocument();

    expect(row(2).getByTestId('payment-status')).toHaveTextContent('Не прошла');
    expect(row(2).getByTestId('payment-amount')).toHaveTextContent('198 AZN');
    expect(row(2).getByRole('link', { name: 'Психотерапевт 21 века' })).toHaveAttribute(
      'href',
      '/kits/3',
    );

    expect(row(3).getByTestId('payment-gift')).toHaveTextContent('Подарок для friend@example.com');
    expect(row(3).getByTestId('payment-gift')).toHaveTextContent(
      'Доступ откроется, когда получатель зарегистрируется',
    );

    expect(row(4).getByTestId('payment-status')).toHaveTextContent('Возврат');
    expect(row(4).getByText(/Продление доступа/)).toBeInTheDocument();
    expect(row(4).getByTestId('payment-amount')).toHaveTextContent('2 940,5 ₽');
    expect(row(5).getByTestId('payment-status')).toHaveTextContent('Отменена');
    expect(row(6).getByTestId('payment-status')).toHaveTextContent('Ожидает оплаты');

    // Only a payment the server can ask its provider about gets the check button.
    expect(row(6).getByTestId('payment-check-6')).toHaveTextContent('Я оплатил, но доступа нет');
    expect(screen.getAllByRole('button', { name: 'Я оплатил, но доступа нет' })).toHaveLength(1);
  });

  it('checks a payment with the provider, shows the answer and reloads the list', async () => {
    startSession(buildUser());
    let confirmed = false;
    const { calls } = stubFetch({
      [listPath]: () => ({
        body: {
          payments: [confirmed ? paidPayment({ id: 6 }) : buildPayment({ id: 6, can_check: true })],
        },
      }),
      'POST /api/v1/user/current/payments/6/check': () => {
        confirmed = true;
        return {
          body: {
            payment: paidPayment({ id: 6 }),
            message: 'Оплата подтверждена, доступ открыт',
            provider_status: 'CONFIRMED',
          },
        };
      },
      'GET /api/v2/user/kits/my': () => ({ body: { kits: [] } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<PaymentsPage />);
    await user.click(await screen.findByTestId('payment-check-6'));

    expect(
      (await screen.findAllByText('Оплата подтверждена, доступ открыт')).length,
    ).toBeGreaterThan(0);
    await waitFor(() =>
      expect(
        within(screen.getByTestId('payment-6')).getByTestId('payment-status'),
      ).toHaveTextContent('Оплачено'),
    );
    expect(screen.queryByTestId('payment-check-6')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/v1/user/current/payments')).toHaveLength(2);
  });

  it('shows the check failure as an error toast', async () => {
    startSession(buildUser());
    stubFetch({
      [listPath]: () => ({ body: { payments: [buildPayment({ id: 6, can_check: true })] } }),
      'POST /api/v1/user/current/payments/6/check': () => ({
        status: 502,
        body: {
          statusCode: 502,
          code: 'PAYMENT_PROVIDER_FAILED',
          message: 'Робокасса не ответила',
        },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<PaymentsPage />);
    await user.click(await screen.findByTestId('payment-check-6'));
    expect((await screen.findAllByText('Робокасса не ответила')).length).toBeGreaterThan(0);
  });

  it('shows an empty state with a way to the catalog', async () => {
    startSession(buildUser());
    stubFetch({ [listPath]: () => ({ body: { payments: [] } }) });
    renderWithProviders(<PaymentsPage />);
    const empty = await screen.findByTestId('empty-state');
    expect(empty).toHaveTextContent('У вас пока нет покупок');
    expect(within(empty).getByRole('link', { name: 'Перейти к видеокурсам' })).toHaveAttribute(
      'href',
      '/videocourses',
    );
  });

  it('says so when the list does not match the expected shape', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    startSession(buildUser());
    stubFetch({ [listPath]: () => ({ body: { payments: [{ id: 'x' }] } }) });
    renderWithProviders(<PaymentsPage />);
    const error = await screen.findByTestId('load-error');
    expect(
      within(error).getByRole('heading', { name: 'Не удалось загрузить покупки' }),
    ).toBeInTheDocument();
    expect(error).toHaveTextContent('Ошибка валидации данных сервера');
    expect(within(error).getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });
});
