import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { buildPayment, paidPayment } from '@/testing/payment-fixtures';
import { buildUser } from '@/testing/user-fixture';
import { startSession } from '@/lib/session/session-store';
import type { Schemas } from '@course-shop/api-client';
import {
  PaymentReturnPage,
  RETURN_OPEN_DELAY_MS,
  RETURN_POLL_INTERVAL_MS,
  RETURN_WAIT_MS,
} from './payment-return-page';

type Payment = Schemas['PaymentDto'];

/**
 * Advances the fake clock, then a few milliseconds more: the fetch stub's answer and the query
 * client's notifications each wait a 1 ms timer before React sees the data.
 */
async function elapse(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let step = 0; step < 5; step += 1) await act(() => vi.advanceTimersByTimeAsync(1));
}

/** Answers the payment list from a script: one answer per call, the last one repeated. */
function servePayments(script: Payment[][]) {
  let call = 0;
  return stubFetch({
    'GET /api/v1/user/current/payments': () => ({
      body: { payments: script[Math.min(call++, script.length - 1)] },
    }),
    'GET /api/v2/user/kits/my': () => ({ body: { kits: [] } }),
  });
}

function renderReturn(search: string) {
  startSession(buildUser());
  return renderWithProviders(<PaymentReturnPage />, {
    path: '/account/payments/return',
    initialEntries: [`/account/payments/return${search}`],
    routes: [
      { path: '/account/videos/:id', element: <div data-testid="video-page" /> },
      { path: '/account/payments', element: <div data-testid="payments-page" /> },
    ],
  });
}

const pollsOf = (calls: { path: string }[]) =>
  calls.filter((call) => call.path === '/api/v1/user/current/payments').length;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('PaymentReturnPage', () => {
  it('waits for the confirmation, then shows success and opens the course', async () => {
    const pending = buildPayment({ id: 42, purchase_id: 7 });
    const { calls } = servePayments([
      [pending],
      [pending],
      [paidPayment({ id: 42, purchase_id: 7 })],
    ]);
    const { router } = renderReturn('?result=success&payment_id=42');

    await elapse(0);
    expect(screen.getByTestId('return-waiting')).toHaveTextContent('Ждём подтверждения оплаты…');
    expect(within(screen.getByTestId('return-waiting')).getByRole('status')).toBeInTheDocument();

    await elapse(RETURN_POLL_INTERVAL_MS);
    expect(screen.getByTestId('return-waiting')).toBeInTheDocument();
    await elapse(RETURN_POLL_INTERVAL_MS);
    const paid = screen.getByTestId('return-paid');
    expect(paid).toHaveTextContent('Оплата прошла успешно');
    expect(within(paid).getByRole('link', { name: 'Перейти к видеокурсу' })).toHaveAttribute(
      'href',
      '/account/videos/7',
    );
    expect(pollsOf(calls)).toBe(3);

    await elapse(RETURN_OPEN_DELAY_MS);
    expect(router.state.location.pathname).toBe('/account/videos/7');
    // Polling stopped once the payment was paid.
    await elapse(RETURN_POLL_INTERVAL_MS * 3);
    expect(pollsOf(calls)).toBe(3);
  });

  it('says a paid gift was sent to the recipient and stays on the page', async () => {
    servePayments([
      [paidPayment({ id: 42, type: 2, gift_email: 'friend@example.com', gift_delivered: false })],
    ]);
    const { router } = renderReturn('?result=success&payment_id=42');

    await elapse(0);
    const paid = screen.getByTestId('return-paid');
    expect(paid).toHaveTextContent('Подарок оплачен');
    expect(paid).toHaveTextContent('Мы отправили письмо о подарке на friend@example.com.');
    expect(paid).toHaveTextContent('когда получатель зарегистрируется');
    await elapse(RETURN_OPEN_DELAY_MS * 2);
    expect(router.state.location.pathname).toBe('/account/payments/return');
  });

  it('gives up after about a minute with a way to check the payment', async () => {
    const { calls } = servePayments([[buildPayment({ id: 42, can_check: true })]]);
    renderReturn('?result=success&payment_id=42');

    await elapse(0);
    await elapse(RETURN_WAIT_MS - RETURN_POLL_INTERVAL_MS);
    expect(screen.getByTestId('return-waiting')).toBeInTheDocument();
    await elapse(RETURN_POLL_INTERVAL_MS);
    const timeout = screen.getByTestId('return-timeout');
    expect(timeout).toHaveTextContent('Подтверждение оплаты ещё не пришло');
    expect(within(timeout).getByRole('link', { name: 'Мои покупки' })).toHaveAttribute(
      'href',
      '/account/payments',
    );
    expect(within(timeout).getByTestId('payment-check-42')).toBeInTheDocument();
    const polls = pollsOf(calls);
    expect(polls).toBeGreaterThanOrEqual(RETURN_WAIT_MS / RETURN_POLL_INTERVAL_MS - 1);
    await elapse(RETURN_POLL_INTERVAL_MS * 3);
    expect(pollsOf(calls)).toBe(polls);
  });

  it('reports a failed return at once, without polling', async () => {
    const { calls } = servePayments([[buildPayment({ id: 42, can_check: true })]]);
    renderReturn('?result=fail&payment_id=42');

    await elapse(0);
    const failed = screen.getByTestId('return-failed');
    expect(failed).toHaveTextContent('Оплата не прошла');
    expect(within(failed).getByRole('link', { name: 'Мои покупки' })).toBeInTheDocument();
    expect(within(failed).getByTestId('payment-check-42')).toBeInTheDocument();
    await elapse(RETURN_POLL_INTERVAL_MS * 3);
    expect(pollsOf(calls)).toBe(1);
  });

  it('reports a payment the provider cancelled while the page waited', async () => {
    const pending = buildPayment({ id: 42 });
    servePayments([[pending], [buildPayment({ id: 42, status: 'cancelled' })]]);
    renderReturn('?result=success&payment_id=42');

    await elapse(0);
    await elapse(RETURN_POLL_INTERVAL_MS);
    expect(screen.getByTestId('return-failed')).toHaveTextContent('Оплата не прошла');
  });

  it('follows the newest payment when the provider returned without its id', async () => {
    servePayments([[paidPayment({ id: 50, product_type: 'kit', purchase_id: 3 }), paidPayment()]]);
    renderReturn('?result=success');

    await elapse(0);
    expect(
      within(screen.getByTestId('return-paid')).getByRole('link', { name: 'Открыть комплект' }),
    ).toHaveAttribute('href', '/account/kits/3');
  });

  it('says the payment is not found when the list does not hold it', async () => {
    servePayments([[buildPayment({ id: 1 })]]);
    renderReturn('?result=success&payment_id=999');

    await elapse(0);
    expect(screen.getByTestId('return-notFound')).toHaveTextContent('Платёж не найден');
  });
});
