import { AuditEntry } from '../../src/modules/audit/entities/audit-entry.entity.js';
import { PaymentStatus } from '../../src/modules/payments/entities/payment.entity.js';
import { PaymentStatusCheckService } from '../../src/modules/payments/payment-status-check.service.js';
import type { Webinar } from '../../src/modules/webinars/entities/webinar.entity.js';
import { api, expectError, expectOk } from '../support/api-client.js';
import { createWebinar } from '../support/catalog-factories.js';
import { createAdmin, registerUser, type Session, uniqueEmail } from '../support/factories.js';
import { type FakeProviderApis, startFakeProviderApis } from '../support/fake-provider-apis.js';
import { providerEnv, robokassaResult } from '../support/provider-messages.js';
import { grantsOf, paymentOf, settled, startCheckout } from '../support/payment-world.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe("payments in the learner's account and the admin area", () => {
  let t: TestApp;
  let fake: FakeProviderApis;
  let course: Webinar;
  let admin: Session;

  beforeAll(async () => {
    fake = await startFakeProviderApis();
    t = await createTestApp({ ...providerEnv(fake.url), PAYMENTS_RECONCILE_AFTER_MINUTES: '15' });
    course = await createWebinar(t.dataSource, { price: 4900, priceAzn: 98 });
    admin = await createAdmin(t.dataSource, t.http);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const pay = async (id: number) => {
    await t
      .http()
      .post('/api/v1/payment/robokassa/result')
      .type('form')
      .send(robokassaResult(id, 490000))
      .expect(200);
    await settled(t);
  };

  it("'Мои покупки' lists the learner's own payments, gifts with their recipient", async () => {
    const buyer = await registerUser(t.http);
    const other = await registerUser(t.http);
    const bought = await startCheckout(t, buyer, 'robokassa', { id: course.id });
    await pay(bought.payment_id);
    const friend = uniqueEmail('friend');
    const gift = await startCheckout(t, buyer, 'robokassa', {
      id: course.id,
      type: 2,
      gift_email: friend,
    });
    await startCheckout(t, other, 'robokassa', { id: course.id });

    const { payments } = expectOk(await api(t, buyer).GET('/api/v1/user/current/payments'));
    expect(payments.map((payment) => payment.id)).toEqual([gift.payment_id, bought.payment_id]);
    expect(payments[1]).toMatchObject({
      type: 1,
      paid: true,
      status: 'paid',
      price: 4900,
      currency: 'RUB',
      purchase: { title: course.title },
      purchase_id: course.id,
      payment_service: 'robokassa',
      can_check: false,
    });
    expect(payments[0]).toMatchObject({
      type: 2,
      gift_email: friend,
      gift_delivered: false,
      can_check: true,
    });
  });

  it('«Я оплатил, но доступа нет» asks the provider and settles what it says', async () => {
    const buyer = await registerUser(t.http);
    const { payment_id: id } = await startCheckout(t, buyer, 'robokassa', { id: course.id });
    const client = api(t, buyer);
    const check = (paymentId: number) =>
      client.POST('/api/v1/user/current/payments/{id}/check', {
        params: { path: { id: paymentId } },
      });

    const notYet = expectOk(await check(id));
    expect(notYet.payment.status).toBe('pending');
    expect(notYet.message).toMatch(/ещё не получил оплату/);

    fake.setStatus(id, { robokassa: 100, amountMinor: 490000 });
    const found = expectOk(await check(id));
    expect(found.payment.status).toBe('paid');
    expect(found.message).toBe('Оплата подтверждена, доступ открыт');
    expect(await grantsOf(t, buyer.id)).toHaveLength(1);

    const stranger = await registerUser(t.http);
    expectError(
      await api(t, stranger).POST('/api/v1/user/current/payments/{id}/check', {
        params: { path: { id } },
      }),
      404,
      'PAYMENT_NOT_FOUND',
    );
  });

  it('reconciliation settles stale pending payments at each provider, leaving fresh ones', async () => {
    const buyer = await registerUser(t.http);
    const stale = await startCheckout(t, buyer, 'tinkoff', { id: course.id });
    const failed = await startCheckout(t, buyer, 'epoint', { id: course.id });
    t.clock.advance(20 * 60_000);
    const fresh = await startCheckout(t, buyer, 'robokassa', { id: course.id });
    fake.setStatus(stale.payment_id, { tinkoff: 'CONFIRMED', amountMinor: 490000 });
    fake.setStatus(failed.payment_id, { epoint: 'error', amountMinor: 9800 });
    fake.setStatus(fresh.payment_id, { robokassa: 100, amountMinor: 490000 });

    const outcome = await t.app.get(PaymentStatusCheckService).reconcile();
    expect(outcome.settled).toBeGreaterThanOrEqual(2);
    expect((await paymentOf(t, stale.payment_id)).status).toBe(PaymentStatus.PAID);
    expect((await paymentOf(t, failed.payment_id)).status).toBe(PaymentStatus.FAILED);
    expect((await paymentOf(t, fresh.payment_id)).status).toBe(PaymentStatus.PENDING);
  });

  it('admins list payments with filters and totals, and read one with its timeline', async () => {
    const buyer = await registerUser(t.http);
    const first = await startCheckout(t, buyer, 'robokassa', { id: course.id });
    await pay(first.payment_id);
    const another = await createWebinar(t.dataSource, { price: 1000, priceAzn: 20 });
    await startCheckout(t, buyer, 'epoint', { id: another.id });
    const client = api(t, admin);

    const mine = expectOk(
      await client.GET('/api/v1/admin/payments', { params: { query: { user_id: buyer.id } } }),
    );
    expect(mine.total).toBe(2);
    expect(mine.payments[0]).toMatchObject({ user: { id: buyer.id, login: buyer.login } });
    const paid = expectOk(
      await client.GET('/api/v1/admin/payments', {
        params: { query: { user_id: buyer.id, paid: true, provider: 'robokassa' } },
      }),
    );
    expect(paid.payments.map((payment) => payment.id)).toEqual([first.payment_id]);
    expect(paid.totals).toEqual([{ currency: 'RUB', amount: 4900, count: 1 }]);

    const detail = expectOk(
      await client.GET('/api/v1/admin/payments/get', {
        params: { query: { id: first.payment_id } },
      }),
    );
    expect(detail.payment.timeline.map((event) => event.kind)).toEqual(
      expect.arrayContaining(['created', 'redirected', 'callback', 'state', 'grant']),
    );
    expectError(await api(t, buyer).GET('/api/v1/admin/payments', { params: { query: {} } }), 403);
  });

  it('filters by whole Moscow days, as the statistics count them, or by exact instants', async () => {
    const buyer = await registerUser(t.http);
    const ids: number[] = [];
    // 00:30 and 23:30 on 1 November in Moscow, then 00:30 on 2 November.
    for (const at of ['2026-10-31T21:30:00Z', '2026-11-01T20:30:00Z', '2026-11-01T21:30:00Z']) {
      const { payment_id } = await startCheckout(t, buyer, 'robokassa', { id: course.id });
      await t.dataSource.query('UPDATE payments SET created_at = $2 WHERE id = $1', [
        payment_id,
        at,
      ]);
      ids.push(payment_id);
    }
    const listed = async (from: string, to: string) =>
      expectOk(
        await api(t, admin).GET('/api/v1/admin/payments', {
          params: { query: { user_id: buyer.id, from, to } },
        }),
      )
        .payments.map((payment) => payment.id)
        .sort((a, b) => a - b);
    expect(await listed('2026-11-01', '2026-11-01')).toEqual([ids[0], ids[1]]);
    expect(await listed('2026-11-02', '2026-11-02')).toEqual([ids[2]]);
    expect(await listed('2026-10-31T21:00:00Z', '2026-10-31T22:00:00Z')).toEqual([ids[0]]);
    expectError(
      await api(t, admin).GET('/api/v1/admin/payments', {
        params: { query: { from: '2026-02-30' } },
      }),
      400,
    );
  });

  it('a refund takes back the access it granted and is audited with its reason', async () => {
    const buyer = await registerUser(t.http);
    const { payment_id: id } = await startCheckout(t, buyer, 'robokassa', { id: course.id });
    await pay(id);
    expect(await grantsOf(t, buyer.id)).toHaveLength(1);
    const client = api(t, admin);
    const refund = (paymentId: number, reason: string) =>
      client.POST('/api/v1/admin/payments/{id}/refund', {
        params: { path: { id: paymentId } },
        body: { reason },
      });
    expectError(await refund(id, ''), 400, 'VALIDATION_FAILED');
    const refunded = expectOk(await refund(id, 'Вернули деньги по просьбе ученика'));
    expect(refunded.payment.status).toBe('refunded');
    expect(await grantsOf(t, buyer.id)).toEqual([]);
    const audit = await t.dataSource.getRepository(AuditEntry).findOneByOrFail({
      action: 'payment.refund',
      entityId: id,
    });
    expect(audit).toMatchObject({ actorId: admin.id, reason: 'Вернули деньги по просьбе ученика' });
    expectError(await refund(id, 'ещё раз'), 409, 'PAYMENT_NOT_REFUNDABLE');
  });
});
