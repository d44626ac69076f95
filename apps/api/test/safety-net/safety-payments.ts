import type { Payment } from '../../src/modules/payments/entities/payment.entity.js';
import { createWebinar } from '../support/catalog-factories.js';
import type { Session } from '../support/factories.js';
import { idleQueues } from '../support/idle-queues.js';
import { paymentOf, type Provider, startCheckout } from '../support/payment-world.js';
import {
  epointResult,
  robokassaResult,
  tinkoffNotification,
} from '../support/provider-messages.js';
import type { TestApp } from '../support/test-app.js';
import type { RequestParts } from './operation-request.js';

/** A pending payment of `buyer` through `provider`, for a course made for it: never owned yet. */
export async function pendingPayment(
  t: TestApp,
  buyer: Session,
  provider: Provider = 'robokassa',
): Promise<Payment> {
  const webinar = await createWebinar(t.dataSource);
  const data = await startCheckout(t, buyer, provider, { id: webinar.id });
  return paymentOf(t, data.payment_id);
}

interface PayingCallback {
  provider: Provider;
  /** The provider's correctly signed "paid" message for the payment, as this operation takes it. */
  parts: (payment: Payment) => RequestParts;
}

/** Each callback operation of the contract, with how its provider tells that a payment is paid. */
export const PAYING_CALLBACKS = {
  robokassaResult: {
    provider: 'robokassa',
    parts: (payment) => ({ form: robokassaResult(payment.id, payment.amountMinor) }),
  },
  robokassaResultGet: {
    provider: 'robokassa',
    parts: (payment) => ({ query: robokassaResult(payment.id, payment.amountMinor) }),
  },
  epointResult: {
    provider: 'epoint',
    parts: (payment) => ({ form: epointResult(payment.id, payment.amountMinor) }),
  },
  tinkoffNotification: {
    provider: 'tinkoff',
    parts: (payment) => ({
      json: tinkoffNotification(payment.id, payment.amountMinor, 'CONFIRMED'),
    }),
  },
} satisfies Record<string, PayingCallback>;

/** A payment of `buyer` paid by its signed callback, with the settling and letters it started done. */
export async function paidPayment(t: TestApp, buyer: Session): Promise<Payment> {
  const payment = await pendingPayment(t, buyer);
  await t
    .http()
    .post('/api/v1/payment/robokassa/result')
    .type('form')
    .send(robokassaResult(payment.id, payment.amountMinor))
    .expect(200);
  await idleQueues(t.app)();
  return payment;
}
