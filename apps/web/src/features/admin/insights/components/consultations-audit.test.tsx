import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { ConsultationRequestsPage } from './consultation-requests-page';
import { AuditPage } from './audit-page';

const request = {
  id: 4,
  name: 'Мария',
  contact: '+7 999 000-11-22',
  preferred_time: 'вечером',
  message: 'Хочу записаться',
  user_id: null,
  consent_at: '2026-11-21T09:00:00.000Z',
  done_at: null,
  created_at: '2026-11-21T09:00:00.000Z',
};

describe('ConsultationRequestsPage', () => {
  it('shows contacts and marks a request done', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      'GET /api/v2/admin/consultation-requests': () => ({
        body: { consultation_requests: [request], total: 1, page: 1, per_page: 20 },
      }),
      'POST /api/v2/admin/consultation-requests/4/update': () => ({
        body: { consultation_request: { ...request, done_at: '2026-11-23T10:00:00.000Z' } },
      }),
    });
    renderWithProviders(<ConsultationRequestsPage />, { initialEntries: ['/test?done=false'] });
    const row = within(await screen.findByTestId('request-4'));
    expect(row.getByText('+7 999 000-11-22')).toBeInTheDocument();
    expect(row.getByText('Ждёт ответа')).toBeInTheDocument();
    expect(calls[0]?.path).toContain('done=false');
    await user.click(row.getByRole('button', { name: 'Отметить выполненной заявку от Мария' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ done: true }),
    );
    expect(await screen.findByText('Заявка отмечена выполненной')).toBeInTheDocument();
  });
});

describe('AuditPage', () => {
  it('shows who changed what and sends the filters as the API expects', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      'GET /api/v2/admin/audit': () => ({
        body: {
          entries: [
            {
              id: 1,
              actor_id: 1,
              actor: { id: 1, login: 'admin@example.com', name: 'Иванова Анна' },
              action: 'payment.refund',
              entity_type: 'payment',
              entity_id: 10,
              details: { amount: 4900 },
              reason: 'Двойная оплата',
              created_at: '2026-11-21T09:00:00.000Z',
            },
          ],
          total: 1,
          page: 1,
          per_page: 20,
        },
      }),
    });
    const { router } = renderWithProviders(<AuditPage />, {
      initialEntries: ['/test?from=2026-11-01&entity_id=abc'],
    });
    const row = within(await screen.findByTestId('audit-1'));
    expect(row.getByText('Иванова Анна')).toBeInTheDocument();
    expect(row.getByText('Платёж №10')).toBeInTheDocument();
    expect(row.getByText('Двойная оплата')).toBeInTheDocument();
    const query = new URLSearchParams(calls[0]?.path.split('?')[1]);
    // A whole day of the shop's time zone: the API reads the bare day.
    expect(query.get('from')).toBe('2026-11-01');
    expect(query.has('entity_id')).toBe(false);

    await user.type(screen.getByRole('searchbox', { name: 'ID администратора' }), '1{Enter}');
    expect(new URLSearchParams(router.state.location.search).get('actor_id')).toBe('1');
    await waitFor(() => expect(calls.at(-1)?.path).toContain('actor_id=1'));
  });
});
