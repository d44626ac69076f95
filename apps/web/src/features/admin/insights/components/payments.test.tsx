import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { buildAdminPayment } from '../test-fixtures';
import { PaymentsPage } from './payments-page';
import { PaymentPage } from './payment-page';

const { timeline: _timeline, ...listed } = buildAdminPayment();

describe('PaymentsPage', () => {
  it('lists payments with totals and sends the URL filters to the API', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      'GET /api/v1/admin/payments': () => ({
        body: {
          payments: [listed],
          totals: [{ currency: 'RUB', amount: 14700, count: 3 }],
          total: 1,
          page: 1,
          per_page: 20,
        },
      }),
    });
    const { router } = renderWithProviders(<PaymentsPage />, {
      initialEntries: ['/test?paid=true&provider=bogus&user_id=3&from=2026-11-01'],
    });
    const row = within(await screen.findByTestId('payment-10'));
    expect(row.getByRole('link', { name: 'Платёж № 10' })).toHaveAttribute(
      'href',
      '/admin/payments/10',
    );
    expect(row.getByText('buyer@example.com')).toBeInTheDocument();
    expect(row.getByText('Робокасса')).toBeInTheDocument();
    expect(screen.getByTestId('total-RUB')).toHaveTextContent('14 700 ₽');
    const query = new URLSearchParams(calls[0]?.path.split('?')[1]);
    expect(query.get('paid')).toBe('true');
    expect(query.get('user_id')).toBe('3');
    expect(query.get('from')).toBe('2026-11-01');
    // A value the API would refuse stays out of the request.
    expect(query.has('provider')).toBe(false);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Товар' }), 'kit');
    expect(new URLSearchParams(router.state.location.search).get('product_type')).toBe('kit');
    await waitFor(() => expect(calls.at(-1)?.path).toContain('product_type=kit'));
  });
});

function renderPayment(payment = buildAdminPayment()) {
  const stub = stubFetch({
    'GET /api/v1/admin/payments/get': () => ({ body: { payment } }),
    'POST /api/v1/admin/payments/10/refund': () => ({
      body: { payment: { ...payment, status: 'refunded' } },
    }),
  });
  renderWithProviders(<PaymentPage />, {
    path: '/admin/payments/:id',
    initialEntries: ['/admin/payments/10'],
  });
  return stub;
}

describe('PaymentPage', () => {
  it('shows the fields and the timeline', async () => {
    renderPayment();
    expect(await screen.findByTestId('payment-fields')).toHaveTextContent('buyer@example.com (№3)');
    expect(screen.getByTestId('payment-timeline')).toHaveTextContent('Создан');
  });

  it('refunds only after a confirmation with a reason', async () => {
    const user = userEvent.setup();
    const { calls } = renderPayment();
    await user.click(await screen.findByRole('button', { name: 'Оформить возврат' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Оформить возврат платежа №10?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Оформить возврат' }));
    expect(await within(dialog).findByText('Укажите причину возврата')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Причина/), 'Просьба ученика{Enter}');
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        reason: 'Просьба ученика',
      }),
    );
    expect(await screen.findByText('Возврат оформлен')).toBeInTheDocument();
  });

  it('shows a refunded payment with its reason and no refund button', async () => {
    renderPayment(
      buildAdminPayment({
        status: 'refunded',
        refunded_at: '2026-11-22T10:00:00.000Z',
        refund_reason: 'Двойная оплата',
      }),
    );
    expect(await screen.findByText('Двойная оплата')).toBeInTheDocument();
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Возврат');
    expect(screen.queryByRole('button', { name: 'Оформить возврат' })).toBeNull();
  });
});
