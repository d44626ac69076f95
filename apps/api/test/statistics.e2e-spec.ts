import {
  Payment,
  PaymentStatus,
  ProductType,
} from '../src/modules/payments/entities/payment.entity.js';
import { User } from '../src/modules/users/entities/user.entity.js';
import { createKit, createWebinar } from './support/catalog-factories.js';
import { createAdmin, registerUser, type Session } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const REVENUE = '/api/v2/admin/statistics/revenue';
const SUMMARY = '/api/v2/admin/statistics/summary';
/** March 2031, Moscow days: no other test pays or registers anything then. */
const MARCH = { from: '2031-03-01', to: '2031-03-31' };
/** An id no webinar has: a course deleted since it was bought. */
const GONE_WEBINAR = 2_000_000_000;

interface Seeded {
  provider: string | null;
  currency: 'RUB' | 'AZN';
  amount: number;
  paidAt: string | null;
  status?: PaymentStatus;
  productType?: ProductType;
  productId: number;
  isRenewal?: boolean;
}

describe('admin statistics', () => {
  let t: TestApp;
  let admin: Session;
  let learner: Session;
  let first: number;
  let second: number;
  let kit: number;

  const get = (path: string, query: Record<string, string> = {}) =>
    t.http().get(path).query(query).set(admin.auth);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.dataSource, t.http);
    learner = await registerUser(t.http);
    [first, second] = [
      (await createWebinar(t.dataSource, { title: 'Первый курс' })).id,
      (await createWebinar(t.dataSource, { title: 'Второй курс' })).id,
    ];
    const kitWebinar = await createWebinar(t.dataSource);
    kit = (await createKit(t.dataSource, [kitWebinar], { title: 'Комплект' })).id;
    const paid = (row: Seeded) => ({
      userId: learner.id,
      type: 1,
      productType: row.productType ?? ProductType.WEBINAR,
      productId: row.productId,
      productTitle: 'Как купили',
      isRenewal: row.isRenewal ?? false,
      provider: row.provider,
      currency: row.currency,
      amountMinor: Math.round(row.amount * 100),
      status: row.status ?? PaymentStatus.PAID,
      description: 'Оплата',
      paidAt: row.paidAt ? new Date(row.paidAt) : null,
    });
    await t.dataSource.getRepository(Payment).insert(
      [
        // 23:59 on 2 March in Moscow, still 2 March there.
        {
          provider: 'robokassa',
          currency: 'RUB',
          amount: 4900,
          paidAt: '2031-03-02T20:59:00Z',
          productId: first,
        },
        // Midnight of 3 March in Moscow, though 2 March in UTC.
        {
          provider: 'robokassa',
          currency: 'RUB',
          amount: 2900.5,
          paidAt: '2031-03-02T21:00:00Z',
          productId: first,
        },
        {
          provider: 'epoint',
          currency: 'AZN',
          amount: 98,
          paidAt: '2031-03-03T10:00:00Z',
          productId: second,
        },
        {
          provider: null,
          currency: 'RUB',
          amount: 0,
          paidAt: '2031-03-10T09:00:00Z',
          productId: second,
        },
        {
          provider: 'tinkoff',
          currency: 'RUB',
          amount: 9900,
          paidAt: '2031-03-31T20:59:00Z',
          productId: kit,
          productType: ProductType.KIT,
          isRenewal: true,
        },
        {
          provider: 'robokassa',
          currency: 'RUB',
          amount: 100,
          paidAt: '2031-03-20T12:00:00Z',
          productId: GONE_WEBINAR,
        },
        // Left out: refunded, not paid, and paid just outside the period in Moscow time.
        {
          provider: 'robokassa',
          currency: 'RUB',
          amount: 1000,
          paidAt: '2031-03-03T10:00:00Z',
          productId: first,
          status: PaymentStatus.REFUNDED,
        },
        {
          provider: 'robokassa',
          currency: 'RUB',
          amount: 1000,
          paidAt: null,
          productId: first,
          status: PaymentStatus.PENDING,
        },
        {
          provider: 'robokassa',
          currency: 'RUB',
          amount: 500,
          paidAt: '2031-03-31T21:00:00Z',
          productId: first,
        },
        {
          provider: 'robokassa',
          currency: 'RUB',
          amount: 500,
          paidAt: '2031-02-28T20:59:00Z',
          productId: first,
        },
      ].map((row) => paid(row as Seeded)),
    );
    const newcomers = [await registerUser(t.http), await registerUser(t.http)];
    await t.dataSource
      .getRepository(User)
      .update(newcomers[0]!.id, { createdAt: new Date('2031-03-01T00:00:00+03:00') });
    await t.dataSource
      .getRepository(User)
      .update(newcomers[1]!.id, { createdAt: new Date('2031-03-15T12:00:00Z') });
    // Run alone, this file migrates the run's database first; a loaded machine needs the time.
  }, 60_000);
  afterAll(() => t.close());

  it('is for admins only', async () => {
    for (const path of [REVENUE, SUMMARY]) {
      await t.http().get(path).expect(401);
      await t.http().get(path).set(learner.auth).expect(403);
    }
  });

  it('sums paid payments by Moscow day, provider and currency', async () => {
    const response = await get(REVENUE, { ...MARCH, group: 'day' }).expect(200);
    expect(response.body).toEqual({
      period: { ...MARCH, time_zone: 'Europe/Moscow' },
      revenue: [
        {
          period_start: '2031-03-02',
          provider: 'robokassa',
          currency: 'RUB',
          amount: 4900,
          payments: 1,
        },
        {
          period_start: '2031-03-03',
          provider: 'epoint',
          currency: 'AZN',
          amount: 98,
          payments: 1,
        },
        {
          period_start: '2031-03-03',
          provider: 'robokassa',
          currency: 'RUB',
          amount: 2900.5,
          payments: 1,
        },
        { period_start: '2031-03-10', provider: 'free', currency: 'RUB', amount: 0, payments: 1 },
        {
          period_start: '2031-03-20',
          provider: 'robokassa',
          currency: 'RUB',
          amount: 100,
          payments: 1,
        },
        {
          period_start: '2031-03-31',
          provider: 'tinkoff',
          currency: 'RUB',
          amount: 9900,
          payments: 1,
        },
      ],
    });
  });

  it('buckets by ISO week from Monday and by month', async () => {
    const weeks = await get(REVENUE, { ...MARCH, group: 'week' }).expect(200);
    expect(weeks.body.revenue).toEqual([
      // Sunday 2 March belongs to the week of Monday 24 February.
      {
        period_start: '2031-02-24',
        provider: 'robokassa',
        currency: 'RUB',
        amount: 4900,
        payments: 1,
      },
      { period_start: '2031-03-03', provider: 'epoint', currency: 'AZN', amount: 98, payments: 1 },
      {
        period_start: '2031-03-03',
        provider: 'robokassa',
        currency: 'RUB',
        amount: 2900.5,
        payments: 1,
      },
      { period_start: '2031-03-10', provider: 'free', currency: 'RUB', amount: 0, payments: 1 },
      {
        period_start: '2031-03-17',
        provider: 'robokassa',
        currency: 'RUB',
        amount: 100,
        payments: 1,
      },
      {
        period_start: '2031-03-31',
        provider: 'tinkoff',
        currency: 'RUB',
        amount: 9900,
        payments: 1,
      },
    ]);
    const months = await get(REVENUE, { from: '2031-02-01', to: '2031-04-30', group: 'month' });
    expect(months.body.revenue).toEqual([
      {
        period_start: '2031-02-01',
        provider: 'robokassa',
        currency: 'RUB',
        amount: 500,
        payments: 1,
      },
      { period_start: '2031-03-01', provider: 'epoint', currency: 'AZN', amount: 98, payments: 1 },
      { period_start: '2031-03-01', provider: 'free', currency: 'RUB', amount: 0, payments: 1 },
      {
        period_start: '2031-03-01',
        provider: 'robokassa',
        currency: 'RUB',
        amount: 7900.5,
        payments: 3,
      },
      {
        period_start: '2031-03-01',
        provider: 'tinkoff',
        currency: 'RUB',
        amount: 9900,
        payments: 1,
      },
      {
        period_start: '2031-04-01',
        provider: 'robokassa',
        currency: 'RUB',
        amount: 500,
        payments: 1,
      },
    ]);
  });

  it('summarises the period: payments, revenue, newcomers, renewals and top products', async () => {
    const response = await get(SUMMARY, MARCH).expect(200);
    expect(response.body).toEqual({
      period: { ...MARCH, time_zone: 'Europe/Moscow' },
      summary: {
        paid_payments: 6,
        revenue: [
          { currency: 'AZN', amount: 98 },
          { currency: 'RUB', amount: 17800.5 },
        ],
        new_users: 2,
        renewal_rate: 0.1667,
        top_webinars: [
          {
            id: first,
            title: 'Первый курс',
            payments: 2,
            revenue: [{ currency: 'RUB', amount: 7800.5 }],
          },
          {
            id: second,
            title: 'Второй курс',
            payments: 2,
            revenue: [
              { currency: 'AZN', amount: 98 },
              { currency: 'RUB', amount: 0 },
            ],
          },
          {
            id: GONE_WEBINAR,
            title: 'Как купили',
            payments: 1,
            revenue: [{ currency: 'RUB', amount: 100 }],
          },
        ],
        top_kits: [
          { id: kit, title: 'Комплект', payments: 1, revenue: [{ currency: 'RUB', amount: 9900 }] },
        ],
      },
    });
  });

  it('answers zeros for a period without payments', async () => {
    const response = await get(SUMMARY, { from: '2035-01-01', to: '2035-01-31' }).expect(200);
    expect(response.body.summary).toEqual({
      paid_payments: 0,
      revenue: [],
      new_users: 0,
      renewal_rate: 0,
      top_webinars: [],
      top_kits: [],
    });
    const revenue = await get(REVENUE, { from: '2035-01-01', to: '2035-01-31' }).expect(200);
    expect(revenue.body.revenue).toEqual([]);
  });

  it('defaults to the last 30 Moscow days up to today', async () => {
    // The fixed clock: 2026-11-21 09:00 UTC.
    const expected = { from: '2026-10-23', to: '2026-11-21', time_zone: 'Europe/Moscow' };
    expect((await get(SUMMARY).expect(200)).body.period).toEqual(expected);
    expect((await get(REVENUE).expect(200)).body.period).toEqual(expected);
  });

  it.each([
    [
      REVENUE,
      { from: '2031-04-01', to: '2031-03-01' },
      'from',
      'Начало периода должно быть не позже конца',
    ],
    [
      SUMMARY,
      { from: '2028-01-01', to: '2031-01-01' },
      'to',
      'Период не должен быть длиннее 3 лет',
    ],
    [SUMMARY, { from: '2031-02-30' }, 'from', 'Дата должна быть в формате ГГГГ-ММ-ДД'],
    [SUMMARY, { to: '31.03.2031' }, 'to', 'Дата должна быть в формате ГГГГ-ММ-ДД'],
    [REVENUE, { from: '2031-03-01T00:00:00Z' }, 'from', 'Дата должна быть в формате ГГГГ-ММ-ДД'],
    [REVENUE, { group: 'year' }, 'group', 'group: day, week или month'],
    [REVENUE, { group: '' }, 'group', 'group: day, week или month'],
  ])('%s refuses %j in Russian', async (path, query, field, message) => {
    const response = await get(path, query).expect(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(response.body.errors[field]).toEqual([message]);
  });

  it('accepts a period of exactly 3 years less a day', async () => {
    await get(SUMMARY, { from: '2028-01-01', to: '2030-12-31' }).expect(200);
  });
});
