import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { buildAdminUser, buildTariff } from '../test-fixtures';
import type { UserTariff } from '../schemas';
import { UserTariffPage } from './user-tariff-page';

const activeTariff: UserTariff = {
  id: 3,
  user_id: 5,
  tariff_id: 1,
  tariff_name: 'Психотипы: 90 дней',
  school_id: 1,
  source: 'admin',
  bound_by: 1,
  payment_id: null,
  starts_at: '2026-11-21T09:00:00.000Z',
  expires_at: '2027-02-19T09:00:00.000Z',
};

function renderPage(tariff: UserTariff | null, bindStatus = 200) {
  const stub = stubFetch({
    'GET /api/v2/admin/users/5': () => ({
      body: { user: buildAdminUser({ active_tariff: tariff }) },
    }),
    'GET /api/v1/school/admin/tariffs': () => ({
      body: {
        tariffs: [buildTariff(), buildTariff({ id: 2, name: 'Старый', is_active: false })],
      },
    }),
    'POST /api/v1/school/admin/tariffs/bind-to-user': () =>
      bindStatus === 200
        ? { body: { user_tariff: activeTariff } }
        : {
            status: bindStatus,
            body: { statusCode: 409, code: 'TARIFF_INACTIVE', message: 'Тариф не продаётся' },
          },
  });
  renderWithProviders(<UserTariffPage />, {
    path: '/admin/users/:id/tariff',
    initialEntries: ['/admin/users/5/tariff'],
  });
  return stub;
}

describe('UserTariffPage', () => {
  it('shows the tariff in force', async () => {
    renderPage(activeTariff);
    const active = await screen.findByTestId('active-tariff');
    expect(active).toHaveTextContent('Психотипы: 90 дней');
    expect(active).toHaveTextContent('19 февраля 2027 г.');
    expect(active).toHaveTextContent('Привязан вручную');
  });

  it('says when there is none, offers only tariffs on sale and requires one', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage(null);
    expect(await screen.findByText('Действующего тарифа нет')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: /Тариф/ });
    await waitFor(() =>
      expect(within(select).getByText('Психотипы: 90 дней — 90 дн.')).toBeInTheDocument(),
    );
    expect(within(select).queryByText(/Старый/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Привязать' }));
    expect(await screen.findByText('Выберите тариф из списка')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('binds a tariff with an optional end date and reloads the user', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage(null);
    const select = await screen.findByRole('combobox', { name: /Тариф/ });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(select, '1');
    await user.click(screen.getByRole('button', { name: 'Привязать' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        user_id: 5,
        tariff_id: 1,
      }),
    );
    expect(await screen.findByText('Тариф привязан')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((call) => call.path.startsWith('/api/v2/admin/users/5'))).toHaveLength(2),
    );
  });

  it("shows the server's refusal in the form", async () => {
    const user = userEvent.setup();
    renderPage(null, 409);
    const select = await screen.findByRole('combobox', { name: /Тариф/ });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(select, '1');
    await user.type(screen.getByLabelText('Открыт до'), '2030-01-31{Enter}');
    expect(await screen.findByTestId('bind-error')).toHaveTextContent('Тариф не продаётся');
  });
});
