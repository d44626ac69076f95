import { AccessGrantsService } from '../../src/modules/access/access-grants.service.js';
import { CallbackSettleBatches } from '../../src/modules/payments/callback-settle-batches.js';
import { PaymentStatus } from '../../src/modules/payments/entities/payment.entity.js';
import { PaymentCallbacksService } from '../../src/modules/payments/payment-callbacks.service.js';
import { PaymentSettlementService } from '../../src/modules/payments/payment-settlement.service.js';
import type { ProviderOutcome } from '../../src/modules/payments/providers/payment-provider.js';
import type { Webinar } from '../../src/modules/webinars/entities/webinar.entity.js';
import { createWebinar } from '../support/catalog-factories.js';
import { registerUser } from '../support/factories.js';
import {
  grantsOf,
  paymentOf,
  settled,
  startCheckout,
  timelineOf,
  expectOneGrantExtendedTwice,
} from '../support/payment-world.js';
import { providerEnv } from '../support/provider-messages.js';
import { countStatements } from '../support/statement-counter.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const { jest: jestApi } = import.meta as ImportMeta & { jest: typeof jest };

/** The worker's settle jobs, driven directly: callbacks stored, not queued, then settled at will. */
describe('settling callbacks in batches', () => {
  let t: TestApp;
  let course: Webinar;
  let batches: CallbackSettleBatches;
  let settlement: PaymentSettlementService;

  beforeAll(async () => {
    t = await createTestApp(providerEnv());
    course = await createWebinar(t.dataSource, { price: 4900, priceAzn: 98 });
    batches = t.app.get(CallbackSettleBatches, { strict: false });
    settlement = t.app.get(PaymentSettlementService, { strict: false });
  });
  afterAll(() => t.close());
  afterEach(() => jestApi.restoreAllMocks());

  /** A pending Robokassa payment of a new learner. */
  async function pendingPayment() {
    const buyer = await registerUser(t.http);
    const { payment_id: paymentId } = await startCheckout(t, buyer, 'robokassa', {
      id: course.id,
    });
    return { buyer, paymentId };
  }

  /** `count` pending payments, one after another. */
  async function pendingPayments(count: number) {
    const purchases = [];
    for (let index = 0; index < count; index += 1) purchases.push(await pendingPayment());
    return purchases;
  }

  /** Stores a callback as the endpoint would, without queueing it; answers its id. */
  async function storedCallback(paymentId: number, outcome: ProviderOutcome, status: string) {
    const stored = await t.app
      .get(PaymentCallbacksService, { strict: false })
      .store(t.dataSource.manager, {
        provider: 'robokassa',
        source: 'callback',
        event: {
          eventKey: `${paymentId}:${status}`,
          paymentId,
          outcome,
          providerStatus: status,
          providerPaymentId: null,
        },
        raw: { InvId: String(paymentId) },
      });
    return stored.id;
  }

  it('callbacks that arrive while a batch settles are settled together, in one transaction', async () => {
    const purchases = await pendingPayments(12);
    const callbackIds = await Promise.all(
      purchases.map(({ paymentId }) => storedCallback(paymentId, 'paid', 'result')),
    );
    const calls = jestApi.spyOn(settlement, 'settleCallbacks');
    const counter = countStatements(t.dataSource);
    // The first one's transaction starts; the other eleven arrive while it runs.
    const statements = await counter.during(async () => {
      const first = batches.settle(callbackIds[0]!);
      while (calls.mock.calls.length === 0) await new Promise((resolve) => setImmediate(resolve));
      const results = await Promise.all([
        first,
        ...callbackIds.slice(1).map((id) => batches.settle(id)),
      ]);
      expect(results.map((result) => result?.result)).toEqual(Array(12).fill('applied'));
    });
    counter.restore();
    expect(calls.mock.calls.map(([ids]) => ids)).toEqual([
      callbackIds.slice(0, 1),
      callbackIds.slice(1),
    ]);
    // Per batch, whatever its size: BEGIN, the lock, the grants, the write and COMMIT.
    expect(statements).toBe(2 * 5);
    for (const { buyer, paymentId } of purchases) {
      expect((await paymentOf(t, paymentId)).status).toBe(PaymentStatus.PAID);
      const grants = await grantsOf(t, buyer.id);
      expect(grants.map((grant) => grant.paymentId)).toEqual([paymentId]);
      expect(await timelineOf(t, paymentId)).toEqual([
        'created',
        'redirected',
        'callback',
        'state',
        'grant',
        'mail',
      ]);
    }
    await settled(t);
    for (const { buyer } of purchases) {
      expect((await t.nextMail(buyer.login)).subject).toContain(course.title);
    }
  });

  it('two callbacks of one payment in one batch are taken in the order they were stored', async () => {
    const { buyer, paymentId } = await pendingPayment();
    const declined = await storedCallback(paymentId, 'failed', 'declined');
    const paid = await storedCallback(paymentId, 'paid', 'result');
    const again = await storedCallback(paymentId, 'paid', 'result-repeat');
    const results = await settlement.settleCallbacks([again, paid, declined]);
    expect([declined, paid, again].map((id) => results.get(id)?.result)).toEqual([
      'applied',
      'applied',
      'ignored:no_change',
    ]);
    expect((await paymentOf(t, paymentId)).status).toBe(PaymentStatus.PAID);
    expect(await grantsOf(t, buyer.id)).toHaveLength(1);
    const timeline = await timelineOf(t, paymentId);
    expect(timeline.slice(timeline.indexOf('state'))).toEqual([
      'state',
      'state',
      'grant',
      'ignored',
      'mail',
    ]);
    // Settled callbacks stay settled: a second run answers what the first did and changes nothing.
    const rerun = await settlement.settleCallbacks([declined, paid, again]);
    expect([...rerun.values()].map((result) => result.result)).toEqual([
      'applied',
      'applied',
      'ignored:no_change',
    ]);
    expect(await timelineOf(t, paymentId)).toEqual(timeline);
  });

  it('two payments for one course by one buyer in one batch: one grant, extended by the second', async () => {
    const buyer = await registerUser(t.http);
    const ids: number[] = [];
    for (const _ of [1, 2]) {
      ids.push((await startCheckout(t, buyer, 'robokassa', { id: course.id })).payment_id);
    }
    const callbackIds = await Promise.all(ids.map((id) => storedCallback(id, 'paid', 'result')));
    const results = await settlement.settleCallbacks(callbackIds);
    expect(callbackIds.map((id) => results.get(id)?.result)).toEqual(['applied', 'applied']);
    await expectOneGrantExtendedTwice(t, buyer.id, ids);
    await settled(t);
  });

  it('a callback that cannot be settled fails its own job only; the rest of its batch is settled', async () => {
    const purchases = await pendingPayments(4);
    const callbackIds = await Promise.all(
      purchases.map(({ paymentId }) => storedCallback(paymentId, 'paid', 'result')),
    );
    const broken = purchases[2]!;
    const grants = t.app.get(AccessGrantsService, { strict: false });
    const grantWebinars = grants.grantWebinars.bind(grants);
    jestApi.spyOn(grants, 'grantWebinars').mockImplementation((manager, requests) => {
      if (requests.some(({ origin }) => origin.paymentId === broken.paymentId)) {
        throw new Error('the grant failed');
      }
      return grantWebinars(manager, requests);
    });
    const outcomes = await Promise.allSettled(callbackIds.map((id) => batches.settle(id)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    for (const { paymentId } of purchases) {
      const expected = paymentId === broken.paymentId ? PaymentStatus.PENDING : PaymentStatus.PAID;
      expect((await paymentOf(t, paymentId)).status).toBe(expected);
    }
    expect(await grantsOf(t, broken.buyer.id)).toEqual([]);
    // Its job runs again: once the cause is gone, it is settled like the others.
    jestApi.restoreAllMocks();
    expect((await batches.settle(callbackIds[2]!))?.result).toBe('applied');
    expect(await grantsOf(t, broken.buyer.id)).toHaveLength(1);
    await settled(t);
  });
});
