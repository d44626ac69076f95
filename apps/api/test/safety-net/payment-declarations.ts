import { Payment } from '../../src/modules/payments/entities/payment.entity.js';
import { createWebinar } from '../support/catalog-factories.js';
import {
  adminOnly,
  type Declaration,
  everyone,
  notOwnedNotFound,
  page,
  signedIn,
} from './matrix-declaration.js';
import { PAYING_CALLBACKS, paidPayment, pendingPayment } from './safety-payments.js';
import { foreignLearner, type Role, type World } from './safety-world.js';

const signedInRoles = ['learner', 'otherLearner', 'admin'] as const;
/** The world's payment of the asker; anonymous, refused anyway, names the learner's. */
const ownPayment = (world: World, role: Role) =>
  world.payments[role === 'anonymous' ? 'learner' : role];

/** A purchase of a course made for this request, so the asker never owns it already (no 409). */
const freshPurchase = async (world: World) => ({
  query: { id: (await createWebinar(world.t.dataSource)).id, product_type: 'webinar', type: 1 },
});

/** The payment record the answer names belongs to the asker. */
async function paymentOfAsker(body: Record<string, unknown>, role: Role, world: World) {
  if (role === 'anonymous') return undefined;
  const id = body.payment_id;
  const payment = await world.t.dataSource
    .getRepository(Payment)
    .findOneBy({ id: typeof id === 'number' ? id : -1 });
  if (!payment) return `payment_id ${String(id)} names no payment`;
  const asker = world.sessions[role].id;
  return payment.userId === asker ? undefined : `payment ${payment.id} is not the asker's`;
}

const getPaymentData: Declaration = {
  expect: signedIn,
  request: freshPurchase,
  verify: paymentOfAsker,
};

/** The signature is the credential: a token, or none, changes nothing. Each pays a fresh payment. */
const paidBy = (operationId: keyof typeof PAYING_CALLBACKS): Declaration => ({
  expect: everyone,
  request: async (world) => {
    const callback = PAYING_CALLBACKS[operationId];
    return callback.parts(await pendingPayment(world.t, world.buyer, callback.provider));
  },
});

const idsIn = (list: unknown) => ((list ?? []) as { id: number }[]).map((item) => item.id);

/** 'Мои покупки' lists the asker's own payment and no one else's. */
function onlyOwnPayments(body: Record<string, unknown>, role: Role, world: World) {
  if (role === 'anonymous') return undefined;
  const listed = idsIn(body.payments);
  const others = signedInRoles.filter((other) => other !== role);
  const leaked = others.map((other) => world.payments[other]).filter((id) => listed.includes(id));
  if (leaked.length > 0) return `lists others' payments ${leaked.join(', ')}`;
  return listed.includes(world.payments[role]) ? undefined : 'misses its own payment';
}

/** The payment operations: checkout, provider callbacks, the learner's payments, admin's. */
export const PAYMENT_DECLARATIONS: Record<string, Declaration | Declaration[]> = {
  getRobokassaPaymentData: getPaymentData,
  getEpointPaymentData: getPaymentData,
  getTinkoffPaymentData: getPaymentData,

  robokassaResult: paidBy('robokassaResult'),
  robokassaResultGet: paidBy('robokassaResultGet'),
  epointResult: paidBy('epointResult'),
  tinkoffNotification: paidBy('tinkoffNotification'),

  getCurrentUserPayments: { expect: signedIn, verify: onlyOwnPayments },
  // The status APIs (the local fakes) say the payment is still pending.
  checkCurrentUserPayment: [
    {
      expect: signedIn,
      request: (world, role) => ({ path: { id: ownPayment(world, role) } }),
      verify: (body, role, world) =>
        (body.payment as { id?: number } | undefined)?.id === ownPayment(world, role)
          ? undefined
          : 'answers about another payment',
    },
    {
      case: "another learner's payment",
      expect: notOwnedNotFound,
      request: (world, role) => ({ path: { id: world.payments[foreignLearner(role)] } }),
    },
  ],

  adminListPayments: { expect: adminOnly, request: () => page },
  adminGetPayment: {
    expect: adminOnly,
    request: (world, role) => ({ query: { id: world.payments[foreignLearner(role)] } }),
  },
  adminRefundPayment: {
    expect: adminOnly,
    request: async (world) => ({
      path: { id: (await paidPayment(world.t, world.buyer)).id },
      json: { reason: 'Возврат по просьбе покупателя' },
    }),
  },
};
