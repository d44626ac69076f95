import { In, IsNull, Not } from 'typeorm';
import { pingRedis, type StartedRedis, startRedisServer } from '../../../../scripts/lib/redis.mjs';
import { PaymentCallback } from '../../src/modules/payments/entities/payment-callback.entity.js';
import { PaymentGrant } from '../../src/modules/payments/entities/payment-grant.entity.js';
import { PaymentEvent } from '../../src/modules/payments/entities/payment-event.entity.js';
import { Payment, PaymentStatus } from '../../src/modules/payments/entities/payment.entity.js';
import { settleJobId } from '../../src/modules/payments/payments.queue.js';
import { createWebinar } from '../support/catalog-factories.js';
import { registerUser, type Session } from '../support/factories.js';
import { providerEnv, robokassaResult } from '../support/provider-messages.js';
import {
  grantsForPayments,
  paymentsQueue,
  settled,
  startCheckout,
} from '../support/payment-world.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** The sweeper's grace (payment-callback-sweeper.service.ts), passed on the test clock. */
const PAST_SWEEP_GRACE_MS = 11_000;
/** A callback answer waits at most 300 ms for Redis; this leaves room for a loaded machine. */
const QUICK_ANSWER_MS = 3_000;
const PRICE_MINOR = 490_000;
/** Booting (and migrating), or waiting for a restart and a sweep: generous for a loaded machine. */
const SLOW_STEP_MS = 30_000;

const quiet = () => undefined;

/** Resolves once `check` answers true, polling; fails after `limitMs`. */
async function eventually(check: () => Promise<boolean>, limitMs = 20_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Not reached within ${limitMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('payment callbacks when Redis or PostgreSQL fails', () => {
  /** A redis-server of this file's own, so stopping it disturbs nothing else. */
  let redis: StartedRedis;
  let t: TestApp;
  let buyer: Session;

  beforeAll(async () => {
    redis = await startRedisServer({ port: 0, log: quiet });
    t = await createTestApp({
      ...providerEnv(),
      REDIS_URL: redis.url,
      PAYMENTS_SWEEP_EVERY_SECONDS: '1',
    });
    buyer = await registerUser(t.http);
  }, SLOW_STEP_MS);
  afterAll(async () => {
    // Closing the app's queues needs its Redis.
    if (redis && !(await pingRedis('127.0.0.1', redis.port))) await restartRedis();
    await t?.close();
    await redis?.stop();
  }, SLOW_STEP_MS);

  const restartRedis = async () => {
    const port = redis.port;
    redis = await startRedisServer({ port, log: quiet });
    expect(redis.port).toBe(port);
  };

  const killRedis = async () => {
    process.kill(redis.pid, 'SIGKILL');
    await eventually(async () => (await pingRedis('127.0.0.1', redis.port, 200)) === undefined);
  };

  /** Pending Robokassa payments of one buyer, one per new course (each grants its own access). */
  const pendingPayments = async (count: number) => {
    const ids: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const course = await createWebinar(t.dataSource, { price: PRICE_MINOR / 100 });
      ids.push((await startCheckout(t, buyer, 'robokassa', { id: course.id })).payment_id);
    }
    return ids;
  };

  /** Sends each payment's callback at once; answers each answer's status, text and time taken. */
  const burst = (ids: number[]) =>
    Promise.all(
      ids.map(async (id) => {
        const started = Date.now();
        const response = await t
          .http()
          .post('/api/v1/payment/robokassa/result')
          .type('form')
          .send(robokassaResult(id, PRICE_MINOR));
        return { id, status: response.status, text: response.text, ms: Date.now() - started };
      }),
    );

  const storedCallbacks = (ids: number[]) =>
    t.dataSource.getRepository(PaymentCallback).countBy({ paymentId: In(ids) });

  it(
    'Redis killed in mid-burst: every callback is answered and stored, then settled once when it returns',
    async () => {
      const ids = await pendingPayments(16);
      const before = ids.slice(0, 8);
      const during = ids.slice(8);
      const callbackIds = async (paymentIds: number[]) =>
        (
          await t.dataSource.getRepository(PaymentCallback).find({
            where: { paymentId: In(paymentIds) },
            select: { id: true },
          })
        ).map(({ id }) => id);

      // The first half's jobs wait in the paused queue, so they die with this Redis, unprocessed.
      await paymentsQueue(t).pause();
      const first = await burst(before);
      expect(first.map(({ status, text }) => [status, text])).toEqual(
        before.map((id) => [200, `OK${id}`]),
      );
      await killRedis();

      const second = await burst(during);
      expect(second.map(({ status, text }) => [status, text])).toEqual(
        during.map((id) => [200, `OK${id}`]),
      );
      expect(Math.max(...second.map(({ ms }) => ms))).toBeLessThan(QUICK_ANSWER_MS);
      expect(await callbackIds(ids)).toHaveLength(ids.length);

      await restartRedis();
      const lostJobs = await Promise.all(
        (await callbackIds(before)).map((id) => paymentsQueue(t).getJob(settleJobId(id))),
      );
      expect(lostJobs.filter(Boolean)).toEqual([]);
      // Past the sweeper's grace its next tick queues whatever is still unsettled.
      t.clock.advance(PAST_SWEEP_GRACE_MS);
      const paid = () =>
        t.dataSource
          .getRepository(Payment)
          .countBy({ id: In(ids), status: PaymentStatus.PAID })
          .then((count) => count === ids.length);
      await eventually(paid);
      await settled(t);

      const byNumber = (a: number, b: number) => a - b;
      const grants = await grantsForPayments(t, ids);
      expect(grants.map((grant) => grant.paymentId!).sort(byNumber)).toEqual(ids);
      expect(await t.dataSource.getRepository(PaymentGrant).countBy({ paymentId: In(ids) })).toBe(
        ids.length,
      );
      const grantEvents = await t.dataSource
        .getRepository(PaymentEvent)
        .countBy({ paymentId: In(ids), kind: 'grant' });
      expect(grantEvents).toBe(ids.length);
      const processed = await t.dataSource
        .getRepository(PaymentCallback)
        .countBy({ paymentId: In(ids), processedAt: Not(IsNull()) });
      expect(processed).toBe(ids.length);
    },
    SLOW_STEP_MS,
  );

  it('a failed PostgreSQL write: the provider gets a non-OK answer and nothing is half-written', async () => {
    const [id] = await pendingPayments(1);
    const callbackEvents = () =>
      t.dataSource.getRepository(PaymentEvent).countBy({ paymentId: id, kind: 'callback' });
    // The timeline line is the store's last write: when it fails, the stored callback must go too.
    await t.dataSource.query(
      `CREATE FUNCTION test_refuse_callback_events() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF NEW.kind = 'callback' THEN RAISE EXCEPTION 'simulated write failure'; END IF;
         RETURN NEW;
       END $$`,
    );
    try {
      await t.dataSource.query(
        `CREATE TRIGGER test_refuse_callback_events BEFORE INSERT ON payment_events
         FOR EACH ROW EXECUTE FUNCTION test_refuse_callback_events()`,
      );
      const [refused] = await burst([id]);
      expect(refused.status).toBeGreaterThanOrEqual(500);
      expect(refused.text).not.toContain('OK');
      expect(await storedCallbacks([id])).toBe(0);
      expect(await callbackEvents()).toBe(0);
      expect((await t.dataSource.getRepository(Payment).findOneByOrFail({ id })).status).toBe(
        PaymentStatus.PENDING,
      );
    } finally {
      await t.dataSource.query('DROP FUNCTION test_refuse_callback_events() CASCADE');
    }

    // The provider's retry, once PostgreSQL writes again, goes through and grants once.
    const [retried] = await burst([id]);
    expect([retried.status, retried.text]).toEqual([200, `OK${id}`]);
    await settled(t);
    expect((await t.dataSource.getRepository(Payment).findOneByOrFail({ id })).status).toBe(
      PaymentStatus.PAID,
    );
    expect(await grantsForPayments(t, [id])).toHaveLength(1);
    expect(await storedCallbacks([id])).toBe(1);
    expect(await callbackEvents()).toBe(1);
  });
});
