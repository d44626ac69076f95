import { describe, expect, it } from 'vitest';
import type { RevenueRow } from './schemas';
import {
  formatDay,
  periodLabel,
  revenueCharts,
  revenueCsv,
  revenueTableRows,
  revenueTotals,
  toCsv,
} from './transform';

const row = (overrides: Partial<RevenueRow>): RevenueRow => ({
  period_start: '2026-11-02',
  provider: 'robokassa',
  currency: 'RUB',
  amount: 4900,
  payments: 1,
  ...overrides,
});

const rows: RevenueRow[] = [
  row({ period_start: '2026-11-09', provider: 'tinkoff', amount: 2940.5, payments: 1 }),
  row({ period_start: '2026-11-02', currency: 'AZN', provider: 'epoint', amount: 99, payments: 1 }),
  row({ period_start: '2026-11-02', provider: 'tinkoff', amount: 0.1 }),
  row({ period_start: '2026-11-02', provider: 'robokassa', amount: 14700, payments: 3 }),
  row({ period_start: '2026-11-09', provider: 'robokassa', amount: 0.2 }),
];

describe('revenueCharts', () => {
  it('makes one chart per currency, roubles first, each period a bar of every provider', () => {
    expect(revenueCharts(rows)).toEqual([
      {
        currency: 'RUB',
        providers: ['robokassa', 'tinkoff'],
        points: [
          { period: '2026-11-02', amounts: { robokassa: 14700, tinkoff: 0.1 } },
          { period: '2026-11-09', amounts: { robokassa: 0.2, tinkoff: 2940.5 } },
        ],
      },
      {
        currency: 'AZN',
        providers: ['epoint'],
        points: [{ period: '2026-11-02', amounts: { epoint: 99 } }],
      },
    ]);
  });

  it('gives no chart for no revenue', () => {
    expect(revenueCharts([])).toEqual([]);
  });
});

describe('revenueTableRows and revenueTotals', () => {
  it('orders rows by period, currency (roubles first) and provider', () => {
    expect(
      revenueTableRows(rows).map((r) => `${r.period_start} ${r.currency} ${r.provider}`),
    ).toEqual([
      '2026-11-02 RUB robokassa',
      '2026-11-02 RUB tinkoff',
      '2026-11-02 AZN epoint',
      '2026-11-09 RUB robokassa',
      '2026-11-09 RUB tinkoff',
    ]);
  });

  it('totals each currency to the kopeck', () => {
    expect(revenueTotals(rows)).toEqual([
      { currency: 'RUB', payments: 6, amount: 17640.8 },
      { currency: 'AZN', payments: 1, amount: 99 },
    ]);
  });
});

describe('period labels', () => {
  const weekOf = (day: string) => `неделя с ${day}`;

  it.each([
    { group: 'day' as const, expected: '02.11.2026' },
    { group: 'week' as const, expected: 'неделя с 02.11.2026' },
    { group: 'month' as const, expected: 'ноябрь 2026 г.' },
  ])('names a $group', ({ group, expected }) => {
    expect(periodLabel('2026-11-02', group, weekOf)).toBe(expected);
  });

  it('keeps an unreadable day as given', () => {
    expect(formatDay('soon')).toBe('soon');
  });
});

describe('CSV for Russian Excel', () => {
  it('starts with a BOM, separates cells with ; and quotes cells that hold ; " or a line break', () => {
    expect(
      toCsv([
        ['a', 'b;c'],
        ['say "hi"', 'x\ny'],
      ]),
    ).toBe('\uFEFFa;"b;c"\r\n"say ""hi""";"x\ny"\r\n');
  });

  it('writes the revenue table with Russian headers and decimal commas', () => {
    const csv = revenueCsv(rows.slice(0, 3), {
      headers: ['Период', 'Платёжная система', 'Валюта', 'Платежей', 'Сумма'],
      period: (day) => formatDay(day),
      provider: (provider) => (provider === 'tinkoff' ? 'Т-Банк' : provider),
    });
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFПериод;Платёжная система;Валюта;Платежей;Сумма',
      '02.11.2026;Т-Банк;RUB;1;0,1',
      '02.11.2026;epoint;AZN;1;99',
      '09.11.2026;Т-Банк;RUB;1;2940,5',
      '',
    ]);
  });
});
