import { In } from 'typeorm';
import { PaymentCallback } from '../../src/modules/payments/entities/payment-callback.entity.js';
import { PaymentStatus } from '../../src/modules/payments/entities/payment.entity.js';
import { PaymentCallbacksService } from '../../src/modules/payments/payment-callbacks.service.js';
import type { Webinar } from '../../src/modules/webinars/entities/webinar.entity.js';
import { createWebinar } from '../support/catalog-factories.js';
import { registerUser } from '../support/factories.js';
import { paymentOf, settled, startCheckout } from '../support/payment-world.js';
import { providerEnv, robokassaResult } from '../support/provider-messages.js';
import { countStatements } from '../support/statement-counter.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** The callbacks' answers, driven through the service: many arriving together are stored together. */
describe('storing callbacks in batches', () => {
  let t: TestApp;
  let course: Webinar;
  let callbacks: PaymentCallbacksService;

  beforeAll(async () => {
    t = await createTestApp(providerEnv());
    course = await createWebinar(t.dataSource, { price: 4900, priceAzn: 98 });
    callbacks = t.app.get(PaymentCallbacksService, { strict: false });
  });
  afterAll(() => t.close());

  /** `count` pending Robokassa payments of new learners, one after another. */
  async function pendingPayments(count: number) {
    const ids: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const buyer = await registerUser(t.http);
      ids.push((await startCheckout(t, buyer, 'robokassa', { id: course.id })).payment_id);
    }
    return ids;
  }

  const receive = (fields: Record<string, string>) => callbacks.receive('robokassa', fields);

  it('callbacks arriving together are checked and stored by one statement, and each is answered', async () => {
    const ids = await pendingPayments(8);
    const wrongAmount = ids[5]!;
    // The answers' statements: the worker settles the first callbacks meanwhile.
    const answering = (sql: string) =>
      sql.includes('INSERT INTO payment_callbacks') || sql.includes("'callback_rejected'");
    const counter = countStatements(t.dataSource, answering);
    const statements = await counter.during(async () => {
      const answers = await Promise.allSettled(
        ids.map((id) => receive(robokassaResult(id, id === wrongAmount ? 100 : 490000))),
      );
      expect(answers.map((answer) => answer.status)).toEqual(
        ids.map((id) => (id === wrongAmount ? 'rejected' : 'fulfilled')),
      );
      const oks = answers.flatMap((answer) =>
        answer.status === 'fulfilled' ? [answer.value] : [],
      );
      expect(oks.map((answer) => answer.body)).toEqual(
        ids.filter((id) => id !== wrongAmount).map((id) => `OK${id}`),
      );
    });
    counter.restore();
    // The eight, arriving together, in one statement; then the refused one's note.
    expect(statements).toBe(2);
    await settled(t);
    for (const id of ids) {
      const expected = id === wrongAmount ? PaymentStatus.PENDING : PaymentStatus.PAID;
      expect((await paymentOf(t, id)).status).toBe(expected);
    }
    const stored = await t.dataSource
      .getRepository(PaymentCallback)
      .countBy({ paymentId: In(ids) });
    expect(stored).toBe(7);
  });

  it('the same callback twice in one batch is stored once, the second marked a repeat', async () => {
    const [first, id] = await pendingPayments(2);
    const fields = robokassaResult(id!, 490000);
    const answers = await Promise.all([
      receive(robokassaResult(first!, 490000)),
      receive(fields),
      receive(fields),
    ]);
    expect(answers.map((answer) => answer.body)).toEqual([`OK${first}`, `OK${id}`, `OK${id}`]);
    expect(await t.dataSource.getRepository(PaymentCallback).countBy({ paymentId: id })).toBe(1);
    const lines = await t.dataSource.query(
      `SELECT details ->> 'repeat' AS repeat FROM payment_events
       WHERE payment_id = $1 AND kind = 'callback' ORDER BY id`,
      [id],
    );
    expect(lines.map((line: { repeat: string }) => line.repeat)).toEqual(['false', 'true']);
    await settled(t);
    expect((await paymentOf(t, id!)).status).toBe(PaymentStatus.PAID);
  });
});
