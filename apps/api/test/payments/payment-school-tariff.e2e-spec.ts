import { PaymentStatus } from '../../src/modules/payments/entities/payment.entity.js';
import { School } from '../../src/modules/school/entities/school.entity.js';
import { Tariff } from '../../src/modules/school/entities/tariff.entity.js';
import { UserTariff } from '../../src/modules/school/entities/user-tariff.entity.js';
import { api, expectError, expectOk } from '../support/api-client.js';
import { createAdmin, registerUser, type Session, uniqueEmail } from '../support/factories.js';
import { type FakeProviderApis, startFakeProviderApis } from '../support/fake-provider-apis.js';
import {
  epointResult,
  providerEnv,
  robokassaResult,
  tinkoffNotification,
} from '../support/provider-messages.js';
import { paymentOf, settled, startCheckout, timelineOf } from '../support/payment-world.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const DAY_MS = 24 * 3600 * 1000;

/** Buying a school tariff (product type `lesson`): the same checkout and state machine as courses. */
describe('paying for a school tariff', () => {
  let t: TestApp;
  let fake: FakeProviderApis;
  let tariff: Tariff;
  let admin: Session;

  beforeAll(async () => {
    fake = await startFakeProviderApis();
    t = await createTestApp(providerEnv(fake.url));
    const school = await t.dataSource
      .getRepository(School)
      .save({ title: 'Курс психотипы', description: '' });
    tariff = await t.dataSource.getRepository(Tariff).save({
      schoolId: school.id,
      name: 'Психотипы: 90 дней',
      periodDays: 90,
      price: 9900,
      priceAzn: 199,
    });
    admin = await createAdmin(t.dataSource, t.http);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const periodsOf = (userId: number) =>
    t.dataSource.getRepository(UserTariff).find({ where: { userId }, order: { id: 'ASC' } });
  const mySchools = async (user: Session) =>
    expectOk(await api(t, user).GET('/api/v1/school/user/tariffs'));
  const buy = (user: Session, provider: 'robokassa' | 'epoint' | 'tinkoff', extra = {}) =>
    startCheckout(t, user, provider, { id: tariff.id, product_type: 'lesson', ...extra });
  /** Robokassa confirms 9 900 ₽ for the order, then the queue settles it. */
  const robokassaPays = async (paymentId: number) => {
    await t
      .http()
      .post('/api/v1/payment/robokassa/result')
      .type('form')
      .send(robokassaResult(paymentId, 990000))
      .expect(200);
    await settled(t);
  };

  it('Robokassa: the tariff price in roubles, then a period of school access once paid', async () => {
    const learner = await registerUser(t.http);
    expect(await mySchools(learner)).toEqual([]);
    const data = await buy(learner, 'robokassa');
    expect(data).toMatchObject({ IsFree: false, OutSum: '9900.00' });
    const payment = await paymentOf(t, data.payment_id);
    expect(payment).toMatchObject({ productType: 'lesson', amountMinor: 990000, currency: 'RUB' });
    expect(payment.description).toBe('Покупка тарифа школы «Психотипы: 90 дней»');
    for (let i = 0; i < 3; i += 1) await robokassaPays(data.payment_id);
    expect((await paymentOf(t, data.payment_id)).status).toBe(PaymentStatus.PAID);
    const periods = await periodsOf(learner.id);
    expect(periods).toHaveLength(1);
    expect(periods[0]).toMatchObject({ tariffId: tariff.id, paymentId: data.payment_id });
    expect(periods[0].expiresAt.getTime() - periods[0].startsAt.getTime()).toBe(90 * DAY_MS);
    const schools = await mySchools(learner);
    expect(schools.map((school) => school.title)).toEqual(['Курс психотипы']);
    expect(await timelineOf(t, data.payment_id)).toEqual(
      expect.arrayContaining(['callback', 'state', 'grant', 'mail']),
    );
    const receipt = await t.nextMail(learner.login);
    expect(receipt.subject).toContain('Психотипы: 90 дней');
  });

  it('Epoint in manats, then Tinkoff: the second purchase extends from the end of the first', async () => {
    const learner = await registerUser(t.http);
    const first = await buy(learner, 'epoint');
    expect((await paymentOf(t, first.payment_id)).amountMinor).toBe(19900);
    await t
      .http()
      .post('/api/v1/payment/epoint/result')
      .type('form')
      .send(epointResult(first.payment_id, 19900))
      .expect(200);
    await settled(t);
    const second = await buy(learner, 'tinkoff');
    for (const status of ['CONFIRMED', 'AUTHORIZED']) {
      await t
        .http()
        .post('/api/v1/payment/tinkoff/notification')
        .send(tinkoffNotification(second.payment_id, 990000, status))
        .expect(200);
    }
    await settled(t);
    const [a, b] = await periodsOf(learner.id);
    expect(a.paymentId).toBe(first.payment_id);
    expect(b.paymentId).toBe(second.payment_id);
    expect(b.startsAt.getTime()).toBe(a.expiresAt.getTime());
    const [school] = await mySchools(learner);
    expect(new Date(school.expires_at).getTime()).toBe(b.expiresAt.getTime());
  });

  it('a gift to an e-mail without an account waits and opens the school on registration', async () => {
    const giver = await registerUser(t.http);
    const email = uniqueEmail('gift');
    const data = await buy(giver, 'robokassa', { type: 2, gift_email: email });
    expect((await paymentOf(t, data.payment_id)).description).toBe(
      'Подарок: тариф школы «Психотипы: 90 дней»',
    );
    await robokassaPays(data.payment_id);
    expect(await periodsOf(giver.id)).toEqual([]);
    const recipient = await registerUser(t.http, { login: email });
    expect((await periodsOf(recipient.id)).map((period) => period.paymentId)).toEqual([
      data.payment_id,
    ]);
    expect(await mySchools(recipient)).toHaveLength(1);
  });

  it('a refund takes back only the period that payment bought', async () => {
    const learner = await registerUser(t.http);
    const client = api(t, admin);
    const bound = await client.POST('/api/v1/school/admin/tariffs/bind-to-user', {
      body: { user_id: learner.id, tariff_id: tariff.id },
    });
    expectOk(bound);
    const data = await buy(learner, 'robokassa');
    await robokassaPays(data.payment_id);
    expect(await periodsOf(learner.id)).toHaveLength(2);
    const refunded = await client.POST('/api/v1/admin/payments/{id}/refund', {
      params: { path: { id: data.payment_id } },
      body: { reason: 'Ученик передумал' },
    });
    expect(expectOk(refunded).payment.status).toBe('refunded');
    const left = await periodsOf(learner.id);
    expect(left.map((period) => period.source)).toEqual(['admin']);
    expect(await mySchools(learner)).toHaveLength(1);
  });

  it('an unknown or switched-off tariff cannot be bought', async () => {
    const learner = await registerUser(t.http);
    const client = api(t, learner);
    const query = (id: number) => ({
      params: { query: { id, product_type: 'lesson' as const, type: 1 as const } },
    });
    expectError(
      await client.GET('/api/v1/payment/robokassa/get-payment-data', query(2_000_000_000)),
      404,
      'TARIFF_NOT_FOUND',
    );
    const off = await t.dataSource.getRepository(Tariff).save({
      schoolId: tariff.schoolId,
      name: 'Архивный тариф',
      periodDays: 30,
      price: 100,
      priceAzn: 2,
      isActive: false,
    });
    expectError(
      await client.GET('/api/v1/payment/tinkoff/get-payment-data', query(off.id)),
      404,
      'TARIFF_NOT_FOUND',
    );
  });
});
