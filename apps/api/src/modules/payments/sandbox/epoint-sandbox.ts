import type { EpointConfig } from '../../../infrastructure/config/payment-config.js';
import { textField } from '../providers/callback-fields.js';
import {
  decodeEpointData,
  signEpointRequest,
  verifiedEpointData,
} from '../providers/epoint/epoint-signature.js';
import { minorToMajorNumber, parseMinorValue } from '../providers/money-text.js';
import type { SandboxOrder, StoredOrder } from './sandbox-orders.js';

/** Epoint's protocol as the sandbox plays it (payments.md §2): /checkout, result_url, /get-status. */

const ORDER_ID_MAX = 255;
const DESCRIPTION_MAX = 1000;

type Signed = { ok: true; payload: Record<string, unknown> } | { ok: false; error: string };

/** The JSON inside a signed `data`/`signature` pair; an error text when it does not check out. */
export function openSigned(config: EpointConfig, raw: Record<string, unknown>): Signed {
  const data = textField(raw, 'data');
  const signature = textField(raw, 'signature');
  if (data === null || signature === null)
    return { ok: false, error: 'Нет полей data и signature' };
  const verified = verifiedEpointData(config.privateKey, data, signature);
  if (verified === null) return { ok: false, error: 'Signature did not match' };
  const payload = decodeEpointData(verified);
  if (payload === null) return { ok: false, error: 'data is not base64 JSON' };
  if (payload.public_key !== config.publicKey)
    return { ok: false, error: 'Merchant not found: wrong public_key' };
  return { ok: true, payload };
}

/** An order id as the shop may send it: text or a JSON integer. */
const orderIdOf = (value: unknown): string | null => {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  return typeof text === 'string' && text !== '' && text.length <= ORDER_ID_MAX ? text : null;
};

const httpUrl = (value: unknown): string | null | undefined => {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value) ? value : null;
};

export type CheckoutCheck =
  { ok: true; order: Omit<SandboxOrder, 'createdAt'> } | { ok: false; error: string };

/**
 * The browser's checkout form, checked as Epoint does: signature, merchant, AZN, a positive amount,
 * an order id. The redirect URLs default to the shop's return addresses (Epoint's cabinet setting).
 */
export function checkEpointCheckout(
  config: EpointConfig,
  raw: Record<string, unknown>,
  shopReturns: { success: string; error: string },
): CheckoutCheck {
  const fail = (error: string): CheckoutCheck => ({ ok: false, error });
  const signed = openSigned(config, raw);
  if (!signed.ok) return fail(`Неверный запрос: ${signed.error}`);
  const { payload } = signed;
  if (payload.currency !== 'AZN') return fail('Неверный параметр currency: принимается только AZN');
  const amountMinor = parseMinorValue(payload.amount);
  if (amountMinor === null || amountMinor === 0)
    return fail('Неверный параметр amount: нужна положительная сумма');
  const orderId = orderIdOf(payload.order_id);
  if (orderId === null)
    return fail(`Неверный параметр order_id: строка до ${ORDER_ID_MAX} символов`);
  const description = payload.description ?? '';
  if (typeof description !== 'string' || description.length > DESCRIPTION_MAX) {
    return fail(`Неверный параметр description: строка до ${DESCRIPTION_MAX} символов`);
  }
  const success = httpUrl(payload.success_redirect_url);
  const error = httpUrl(payload.error_redirect_url);
  if (success === null || error === null)
    return fail('Неверный адрес success_redirect_url или error_redirect_url');
  return {
    ok: true,
    order: {
      provider: 'epoint',
      key: orderId,
      orderId,
      amountMinor,
      currency: 'AZN',
      description,
      extra: { successUrl: success ?? shopReturns.success, errorUrl: error ?? shopReturns.error },
    },
  };
}

/** Epoint's transaction id of an order: "te" and the order number, one transaction per order here. */
export const transactionOf = (order: SandboxOrder) => `te${order.orderId.padStart(9, '0')}`;

/** The fields Epoint reports about a transaction, in the callback and in get-status alike. */
function transactionFields(order: SandboxOrder) {
  const transaction = transactionOf(order);
  return {
    order_id: order.orderId,
    transaction,
    amount: minorToMajorNumber(order.amountMinor),
    bank_transaction: `bt${transaction.slice(2)}`,
    operation_code: '100',
    card_name: 'SANDBOX TESTER',
    card_mask: '416973******1234',
    other_attr: null,
  };
}

/** The bank's answer: 000 confirmed, or a decline (116, not sufficient funds). */
const bankResults = {
  paid: { code: '000', message: 'Confirmed', bank_response: 'Approved' },
  declined: { code: '116', message: 'Not sufficient funds', bank_response: 'Declined' },
} as const;

/** The result_url callback's form fields: signed `data`, status `success` or `failed`. */
export function epointCallback(config: EpointConfig, order: SandboxOrder, paid: boolean) {
  return signEpointRequest(config.privateKey, {
    ...transactionFields(order),
    status: paid ? 'success' : 'failed',
    ...(paid
      ? { ...bankResults.paid, rrn: order.orderId.padStart(12, '0') }
      : bankResults.declined),
  });
}

/** get-status of an order: `new`, `success`, or `error` (the callback's `failed`), payments.md §2.5. */
export function epointStatus(order: StoredOrder): Record<string, unknown> {
  const { order_id, transaction, amount } = transactionFields(order);
  if (order.state === 'new') {
    return { status: 'new', code: '', message: 'Not paid yet', order_id, transaction, amount };
  }
  return {
    ...transactionFields(order),
    status: order.state === 'paid' ? 'success' : 'error',
    ...bankResults[order.state],
  };
}

export const epointServerError = (message: string) => ({ status: 'server_error', message });

/**
 * The order key a get-status request names: its `order_id` (as the OpenCart module asks), else the
 * one inside its `transaction`. The caller checks the found order's transaction matches.
 */
export function statusLookup(payload: Record<string, unknown>): {
  key: string | null;
  transaction: string | null;
} {
  const transaction = textField(payload, 'transaction');
  const fromTransaction =
    transaction && /^te\d+$/.test(transaction) ? transaction.slice(2).replace(/^0+/, '') : null;
  return { key: orderIdOf(payload.order_id) ?? fromTransaction, transaction };
}
