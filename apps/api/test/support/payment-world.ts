import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { In } from 'typeorm';
import { QueueName } from '../../src/infrastructure/queue/queues.js';
import { AccessGrant } from '../../src/modules/access/entities/access-grant.entity.js';
import { PaymentEvent } from '../../src/modules/payments/entities/payment-event.entity.js';
import { PaymentGrant } from '../../src/modules/payments/entities/payment-grant.entity.js';
import { Payment } from '../../src/modules/payments/entities/payment.entity.js';
import { api, expectOk } from './api-client.js';
import type { Session } from './factories.js';
import { idleQueues } from './idle-queues.js';
import type { TestApp } from './test-app.js';

export type Provider = 'robokassa' | 'epoint' | 'tinkoff';

export interface Purchase {
  id: number;
  product_type?: 'webinar' | 'kit' | 'lesson';
  type?: 1 | 2;
  gift_email?: string;
}

/** Starts a checkout as `buyer` through the typed client; answers the payment-data body. */
export async function startCheckout(
  t: TestApp,
  buyer: Session,
  provider: Provider,
  purchase: Purchase,
) {
  const client = api(t, buyer);
  const query = { product_type: 'webinar' as const, type: 1 as const, ...purchase };
  const options = { params: { query } };
  const result =
    provider === 'robokassa'
      ? await client.GET('/api/v1/payment/robokassa/get-payment-data', options)
      : provider === 'epoint'
        ? await client.GET('/api/v1/payment/epoint/get-payment-data', options)
        : await client.GET('/api/v1/payment/tinkoff/get-payment-data', options);
  return expectOk(result) as {
    payment_id: number;
    IsFree: boolean;
    url?: string;
    [field: string]: unknown;
  };
}

export const paymentOf = (t: TestApp, id: number) =>
  t.dataSource.getRepository(Payment).findOneByOrFail({ id });

export const grantsOf = (t: TestApp, userId: number) =>
  t.dataSource.getRepository(AccessGrant).find({ where: { userId }, order: { id: 'ASC' } });

export const timelineOf = async (t: TestApp, paymentId: number) =>
  (
    await t.dataSource
      .getRepository(PaymentEvent)
      .find({ where: { paymentId }, order: { id: 'ASC' } })
  ).map((event) => event.kind);

export const grantsForPayments = (t: TestApp, paymentIds: number[]) =>
  t.dataSource.getRepository(AccessGrant).find({ where: { paymentId: In(paymentIds) } });

/** Waits until every queued job (settling, letters) has run. */
export const settled = (t: TestApp) => idleQueues(t.app)();

export const paymentsQueue = (t: TestApp) =>
  t.app.get<Queue>(getQueueToken(QueueName.PAYMENTS), { strict: false });

/**
 * One buyer paid twice for one course: one grant of two years, and the second payment's link
 * records the expiry the first one granted (what a refund of the second gives back).
 */
export async function expectOneGrantExtendedTwice(
  t: TestApp,
  buyerId: number,
  paymentIds: number[],
) {
  const grants = await grantsOf(t, buyerId);
  expect(grants).toHaveLength(1);
  expect(grants[0]!.expiresAt.getTime() - t.clock.now().getTime()).toBe(2 * 365 * 86_400_000);
  const links = await t.dataSource
    .getRepository(PaymentGrant)
    .find({ where: { paymentId: In(paymentIds) }, order: { expiresAt: 'ASC' } });
  expect(links.map((link) => link.previousExpiresAt?.getTime() ?? null)).toEqual([
    null,
    links[0]!.expiresAt.getTime(),
  ]);
}
