import { PaymentCallback } from '../../src/modules/payments/entities/payment-callback.entity.js';
import { PaymentStatus } from '../../src/modules/payments/entities/payment.entity.js';
import { Webinar } from '../../src/modules/webinars/entities/webinar.entity.js';
import { createKit, createWebinar } from '../support/catalog-factories.js';
import { registerUser, type Session, uniqueEmail } from '../support/factories.js';
import { type FakeProviderApis, startFakeProviderApis } from '../support/fake-provider-apis.js';
import {
  epointResult,
  providerEnv,
  robokassaResult,
  tinkoffNotification,
} from '../support/provider-messages.js';
import {
  grantsOf,
  paymentOf,
  settled,
  startCheckout,
  timelineOf,
  expectOneGrantExtendedTwice,
} from '../support/payment-world.js';
import { idleQueues } from '../support/idle-queues.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('payment callbacks and delivery', () => {
  let t: TestApp;
  let fake: FakeProviderApis;
  let course: Webinar;

  beforeAll(async () => {
    fake = await startFakeProviderApis();
    t = await createTestApp(providerEnv(fake.url));
    course = await createWebinar(t.dataSource, { price: 4900, priceAzn: 98 });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const robokassaPost = (fields: Record<string, string>) =>
    t.http().post('/api/v1/payment/robokassa/result').type('form').send(fields);

  it('a verified Robokassa callback is stored, answered OK{InvId}, then grants access once', async () => {
    const buyer = await registerUser(t.http);
    const { payment_id: id } = await startCheckout(t, buyer, 'robokassa', { id: course.id });
    const response = await robokassaPost(robokassaResult(id, 490000)).expect(200);
    expect(response.text).toBe(`OK${id}`);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(await t.dataSource.getRepository(PaymentCallback).countBy({ paymentId: id })).toBe(1);
    await settled(t);
    const payment = await paymentOf(t, id);
    expect(payment.status).toBe(PaymentStatus.PAID);
    const grants = await grantsOf(t, buyer.id);
    expect(grants.map((grant) => [grant.webinarId, grant.paymentId])).toEqual([[course.id, id]]);
    expect(await timelineOf(t, id)).toEqual(
      expect.arrayContaining(['created', 'redirected', 'callback', 'state', 'grant', 'mail']),
    );
    const receipt = await t.nextMail(buyer.login);
    expect(receipt.subject).toContain(course.title);
  });

  it('the same callback by GET (a cabinet setting) is accepted too', async () => {
    const buyer = await registerUser(t.http);
    const { payment_id: id } = await startCheckout(t, buyer, 'robokassa', { id: course.id });
    const response = await t
      .http()
      .get('/api/v1/payment/robokassa/result')
      .query(robokassaResult(id, 490000));
    expect(response.status).toBe(200);
    expect(response.text).toBe(`OK${id}`);
  });

  describe('refuses, changing nothing', () => {
    let buyer: Session;
    let id: number;
    beforeAll(async () => {
      buyer = await registerUser(t.http);
      ({ payment_id: id } = await startCheckout(t, buyer, 'robokassa', { id: course.id }));
    });
    afterEach(async () => {
      await settled(t);
      expect((await paymentOf(t, id)).status).toBe(PaymentStatus.PENDING);
      expect(await grantsOf(t, buyer.id)).toEqual([]);
      expect(await t.dataSource.getRepository(PaymentCallback).countBy({ paymentId: id })).toBe(0);
    });

    it('a bad signature', async () => {
      const response = await robokassaPost(robokassaResult(id, 490000, 'wrong-password')).expect(
        400,
      );
      expect(response.text).not.toContain('OK');
      expect(response.body.code).toBe('PAYMENT_CALLBACK_REJECTED');
      expect(response.body.message).toBe(
        'Уведомление отклонено: неверная подпись или неполные данные',
      );
    });

    it('a wrong amount, correctly signed', async () => {
      const response = await robokassaPost(robokassaResult(id, 100)).expect(400);
      expect(response.body.message).toBe('Уведомление отклонено: сумма не совпадает с заказом');
    });

    it('an unknown order', async () => {
      await robokassaPost(robokassaResult(999_999, 490000)).expect(400);
    });

    it("another provider's order", async () => {
      const epointPayment = await startCheckout(t, buyer, 'epoint', { id: course.id });
      await robokassaPost(robokassaResult(epointPayment.payment_id, 9800)).expect(400);
    });

    it('an Epoint callback with a tampered amount inside its signed data', async () => {
      const { data } = epointResult(id, 9800);
      await t
        .http()
        .post('/api/v1/payment/epoint/result')
        .type('form')
        .send({ data, signature: 'AAAA' })
        .expect(400);
    });
  });

  it('a rejected callback is kept on the timeline, at most 20 per payment', async () => {
    const buyer = await registerUser(t.http);
    const { payment_id: id } = await startCheckout(t, buyer, 'robokassa', { id: course.id });
    for (let sent = 0; sent < 25; sent += 1) {
      await robokassaPost(robokassaResult(id, 490000, 'forged')).expect(400);
    }
    const kinds = await timelineOf(t, id);
    expect(kinds.filter((kind) => kind === 'callback_rejected')).toHaveLength(20);
    expect((await paymentOf(t, id)).status).toBe(PaymentStatus.PENDING);
  });

  it('200 identical callbacks at once: one stored event, one paid record, one grant', async () => {
    const buyer = await registerUser(t.http);
    const { payment_id: id } = await startCheckout(t, buyer, 'robokassa', { id: course.id });
    const fields = robokassaResult(id, 490000);
    const answers = await Promise.all(Array.from({ length: 200 }, () => robokassaPost(fields)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(200).fill(200));
    await settled(t);
    expect(await t.dataSource.getRepository(PaymentCallback).countBy({ paymentId: id })).toBe(1);
    const grants = await grantsOf(t, buyer.id);
    expect(grants).toHaveLength(1);
    // One year exactly: granted once, not extended by the repeats.
    expect(grants[0]!.expiresAt.getTime() - t.clock.now().getTime()).toBe(365 * 86_400_000);
    expect((await timelineOf(t, id)).filter((kind) => kind === 'grant')).toHaveLength(1);
  });

  it('two payments for the same first course at once both count: one grant, extended by each', async () => {
    // Each buyer pays twice for a course they do not have yet, both callbacks at once: the two
    // settles may race for the first grant; the one that loses fails and its job runs again.
    const buyers = await Promise.all(Array.from({ length: 4 }, () => registerUser(t.http)));
    const pairs = await Promise.all(
      buyers.map(async (buyer) => {
        const first = await startCheckout(t, buyer, 'robokassa', { id: course.id });
        const second = await startCheckout(t, buyer, 'robokassa', { id: course.id });
        return { buyer, ids: [first.payment_id, second.payment_id] };
      }),
    );
    const answers = await Promise.all(
      pairs.flatMap(({ ids }) => ids.map((id) => robokassaPost(robokassaResult(id, 490000)))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    await idleQueues(t.app, 60_000)();
    for (const { buyer, ids } of pairs) {
      for (const id of ids) expect((await paymentOf(t, id)).status).toBe(PaymentStatus.PAID);
      // Two years: the second payment extended the year the first one granted.
      await expectOneGrantExtendedTwice(t, buyer.id, ids);
    }
  }, 60_000);

  it('Tinkoff CONFIRMED before AUTHORIZED (they come together): paid once, never back', async () => {
    const buyer = await registerUser(t.http);
    const checkout = await startCheckout(t, buyer, 'tinkoff', { id: course.id });
    const id = checkout.payment_id;
    expect(checkout.url).toBe(`https://securepay.example/new/${id}`);
    const notify = (status: string) =>
      t
        .http()
        .post('/api/v1/payment/tinkoff/notification')
        .send(tinkoffNotification(id, 490000, status));
    const [confirmed, authorized] = await Promise.all([notify('CONFIRMED'), notify('AUTHORIZED')]);
    expect([confirmed.text, authorized.text]).toEqual(['OK', 'OK']);
    await settled(t);
    await notify('AUTHORIZED').expect(200);
    await settled(t);
    expect((await paymentOf(t, id)).status).toBe(PaymentStatus.PAID);
    expect(await grantsOf(t, buyer.id)).toHaveLength(1);
  });

  it('a replay after a refund grants nothing again', async () => {
    const buyer = await registerUser(t.http);
    const { payment_id: id } = await startCheckout(t, buyer, 'tinkoff', { id: course.id });
    const confirmed = tinkoffNotification(id, 490000, 'CONFIRMED');
    await t.http().post('/api/v1/payment/tinkoff/notification').send(confirmed).expect(200);
    await settled(t);
    await t
      .http()
      .post('/api/v1/payment/tinkoff/notification')
      .send(tinkoffNotification(id, 490000, 'REFUNDED'))
      .expect(200);
    await settled(t);
    expect((await paymentOf(t, id)).status).toBe(PaymentStatus.REFUNDED);
    expect(await grantsOf(t, buyer.id)).toEqual([]);
    await t.http().post('/api/v1/payment/tinkoff/notification').send(confirmed).expect(200);
    await settled(t);
    expect((await paymentOf(t, id)).status).toBe(PaymentStatus.REFUNDED);
    expect(await grantsOf(t, buyer.id)).toEqual([]);
  });

  it('a declined Epoint payment is failed, and a later success on the same order still counts', async () => {
    const buyer = await registerUser(t.http);
    const { payment_id: id } = await startCheckout(t, buyer, 'epoint', { id: course.id });
    await t
      .http()
      .post('/api/v1/payment/epoint/result')
      .type('form')
      .send(epointResult(id, 9800, { status: 'failed', code: '116', transaction: 'te-declined' }))
      .expect(200);
    await settled(t);
    expect((await paymentOf(t, id)).status).toBe(PaymentStatus.FAILED);
    await t
      .http()
      .post('/api/v1/payment/epoint/result')
      .type('form')
      .send(epointResult(id, 9800))
      .expect(200);
    await settled(t);
    expect((await paymentOf(t, id)).status).toBe(PaymentStatus.PAID);
    expect(await grantsOf(t, buyer.id)).toHaveLength(1);
  });

  it('a kit gift to an e-mail with no account waits, and is granted when that e-mail registers', async () => {
    const giver = await registerUser(t.http, { first_name: 'Мария', last_name: 'Петрова' });
    const second = await createWebinar(t.dataSource);
    const kit = await createKit(t.dataSource, [course, second], { price: 9900, priceAzn: 198 });
    const friend = uniqueEmail('friend');
    const { payment_id: id } = await startCheckout(t, giver, 'epoint', {
      id: kit.id,
      product_type: 'kit',
      type: 2,
      gift_email: friend.toUpperCase(),
    });
    await t
      .http()
      .post('/api/v1/payment/epoint/result')
      .type('form')
      .send(epointResult(id, 19800))
      .expect(200);
    await settled(t);
    const waiting = await paymentOf(t, id);
    expect([waiting.status, waiting.recipientId, waiting.giftEmail]).toEqual([
      PaymentStatus.PAID,
      null,
      friend,
    ]);
    expect(await grantsOf(t, giver.id)).toEqual([]);
    const letter = await t.nextMail(friend);
    expect(letter.text).toContain('Мария Петрова');
    expect(letter.text).toContain(kit.title);

    const recipient = await registerUser(t.http, { login: friend });
    const grants = await grantsOf(t, recipient.id);
    expect(grants.map((grant) => [grant.kitId, grant.webinarId]).sort()).toEqual(
      [
        [kit.id, null],
        [kit.id, course.id],
        [kit.id, second.id],
      ].sort(),
    );
    expect((await paymentOf(t, id)).recipientId).toBe(recipient.id);
  });
});
