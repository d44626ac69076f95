import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { StatisticsPage } from './statistics-page';

const period = { from: '2026-11-01', to: '2026-11-30', time_zone: 'Europe/Moscow' };

function setup(entry = '/admin/statistics') {
  const stub = stubFetch({
    'GET /api/v2/admin/statistics/summary': () => ({
      body: {
        period,
        summary: {
          paid_payments: 42,
          revenue: [
            { currency: 'RUB', amount: 147000 },
            { currency: 'AZN', amount: 99 },
          ],
          new_users: 7,
          renewal_rate: 0.25,
          top_webinars: [
            {
              id: 3,
              title: 'Личные границы',
              payments: 5,
              revenue: [{ currency: 'RUB', amount: 24500 }],
            },
          ],
          top_kits: [],
        },
      },
    }),
    'GET /api/v2/admin/statistics/revenue': () => ({
      body: {
        period,
        revenue: [
          {
            period_start: '2026-11-02',
            provider: 'tinkoff',
            currency: 'RUB',
            amount: 2940.5,
            payments: 1,
          },
          {
            period_start: '2026-11-02',
            provider: 'epoint',
            currency: 'AZN',
            amount: 99,
            payments: 1,
          },
          {
            period_start: '2026-11-01',
            provider: 'robokassa',
            currency: 'RUB',
            amount: 14700,
            payments: 3,
          },
        ],
      },
    }),
  });
  const user = userEvent.setup();
  const view = renderWithProviders(<StatisticsPage />, {
    path: '/admin/statistics',
    initialEntries: [entry],
  });
  return { user, ...stub, ...view };
}

afterEach(() => vi.restoreAllMocks());

describe('StatisticsPage', () => {
  it('asks for the period in the address and shows the totals and top products', async () => {
    const { calls } = setup('/admin/statistics?from=2026-11-01&to=2026-11-30&group=week');
    expect(await screen.findByTestId('stat-paid')).toHaveTextContent('42');
    expect(screen.getByTestId('stat-revenue')).toHaveTextContent('147 000 ₽ · 99 AZN');
    expect(screen.getByTestId('stat-users')).toHaveTextContent('7');
    expect(screen.getByTestId('stat-renewals')).toHaveTextContent('25');
    expect(
      within(screen.getByTestId('top-webinars')).getByText('Личные границы'),
    ).toBeInTheDocument();
    expect(screen.getByText('В этом периоде покупок не было')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(
      expect.arrayContaining([
        '/api/v2/admin/statistics/summary?from=2026-11-01&to=2026-11-30',
        '/api/v2/admin/statistics/revenue?from=2026-11-01&to=2026-11-30&group=week',
      ]),
    );
    expect(screen.getByTestId('statistics-group')).toHaveValue('week');
  });

  it('shows the revenue table in period order with totals per currency', async () => {
    setup();
    const table = await screen.findByTestId('revenue-table');
    // One chart per currency, loaded on demand; the table holds the same numbers as text.
    expect(await screen.findByTestId('revenue-chart-RUB', {}, { timeout: 8000 })).toHaveAttribute(
      'role',
      'img',
    );
    expect(screen.getByRole('img', { name: /Диаграмма выручки в AZN/ })).toBeInTheDocument();
    // Prices group thousands with a no-break space.
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent?.replace(/\u00a0/g, ' '));
    expect(rows).toEqual([
      'ПериодПлатёжная системаВалютаПлатежейСумма',
      '01.11.2026РобокассаRUB314 700',
      '02.11.2026Т-БанкRUB12 940,5',
      '02.11.2026EpointAZN199',
      'Итого, ₽417 640,5',
      'Итого, AZN199',
    ]);
  });

  it('keeps the filters in the address', async () => {
    const { user, router } = setup();
    await screen.findByTestId('revenue-table');
    await user.selectOptions(screen.getByTestId('statistics-group'), 'month');
    fireEvent.change(screen.getByTestId('statistics-from'), { target: { value: '2026-10-01' } });
    await waitFor(() => expect(router.state.location.search).toBe('?group=month&from=2026-10-01'));
  });

  it('refuses a start after the end without asking the server', async () => {
    const { calls } = setup('/admin/statistics?from=2026-12-01&to=2026-11-01');
    expect(await screen.findByText('Дата начала позже даты окончания')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('exports the table as a CSV file Russian Excel reads', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:statistics';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const { user } = setup();
    await user.click(await screen.findByTestId('statistics-export'));

    expect(click).toHaveBeenCalledOnce();
    const text = new TextDecoder().decode(await blobs[0]!.arrayBuffer());
    // TextDecoder drops the BOM; the bytes keep it.
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.split('\r\n')[0]).toBe('Период;Платёжная система;Валюта;Платежей;Сумма');
    expect(text.split('\r\n')[2]).toBe('02.11.2026;Т-Банк;RUB;1;2940,5');
  });
});
