import { randomInt } from 'node:crypto';
import type { TinkoffConfig } from '../../../infrastructure/config/payment-config.js';
import { textField } from '../providers/callback-fields.js';
import { constantTimeEqual } from '../providers/constant-time.js';
import { isRecord } from '../providers/provider-http.js';
import { idText, kopecksField } from '../providers/tinkoff/tinkoff-fields.js';
import { tinkoffToken } from '../providers/tinkoff/tinkoff-token.js';
import type { SandboxOrder, StoredOrder } from './sandbox-orders.js';

/**
 * T-Bank's protocol as the sandbox plays it (payments.md §3): Init, notifications, GetState. Error
 * code 204 (bad token) is T-Bank's own; 9999 and 308 stand for its parameter and receipt errors.
 */

const ORDER_ID_MAX = 36;
const DESCRIPTION_MAX = 140;

type Answer = Record<string, unknown>;

export const tinkoffError = (errorCode: string, message: string, details: string): Answer => ({
  Success: false,
  ErrorCode: errorCode,
  Message: message,
  Details: details,
});

/** The terminal and the Token over every root scalar, with the terminal's password. */
function tokenRefusal(config: TinkoffConfig, body: Answer): Answer | null {
  const token = textField(body, 'Token');
  const valid =
    body.TerminalKey === config.terminalKey &&
    token !== null &&
    constantTimeEqual(token.toLowerCase(), tinkoffToken(body, config.password));
  return valid
    ? null
    : tinkoffError(
        '204',
        'Неверный токен. Проверьте пару TerminalKey/SecretKey',
        'Token не совпадает с параметрами запроса',
      );
}

const invalid = (details: string) => tinkoffError('9999', 'Неверные параметры', details);

const optionalUrl = (body: Answer, name: string): string | null | undefined => {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' && /^https?:\/\/\S+$/.test(value) ? value : null;
};

/** Σ Receipt.Items[].Amount must equal Amount (payments.md §3.3); an error answer when it does not. */
function receiptRefusal(receipt: unknown, amount: number): Answer | null {
  if (receipt === undefined) return null;
  const items = isRecord(receipt) && Array.isArray(receipt.Items) ? receipt.Items : [];
  const sums = items.map((item) => (isRecord(item) ? kopecksField(item, 'Amount') : null));
  if (sums.length === 0 || sums.some((sum) => typeof sum !== 'number')) {
    return invalid('Receipt.Items: нужна хотя бы одна позиция с Amount в копейках');
  }
  const total = sums.reduce<number>((all, sum) => all + sum!, 0);
  return total === amount
    ? null
    : tinkoffError('308', 'Неверная сумма', 'Сумма позиций чека не равна Amount');
}

export type InitCheck =
  { ok: true; order: Omit<SandboxOrder, 'createdAt'> } | { ok: false; answer: Answer };

/** Init checked as T-Bank does; the order gets a new PaymentId, numeric text like the real ones. */
export function checkInit(
  config: TinkoffConfig,
  raw: unknown,
  shop: { notification: string; success: string; fail: string },
): InitCheck {
  const refuse = (answer: Answer): InitCheck => ({ ok: false, answer });
  if (!isRecord(raw)) return refuse(invalid('Тело запроса должно быть JSON-объектом'));
  const tokenProblem = tokenRefusal(config, raw);
  if (tokenProblem) return refuse(tokenProblem);
  const amount = kopecksField(raw, 'Amount');
  if (typeof amount !== 'number' || amount === 0)
    return refuse(invalid('Amount: целое число копеек больше нуля'));
  const orderId = typeof raw.OrderId === 'number' ? String(raw.OrderId) : textField(raw, 'OrderId');
  if (orderId === null || orderId.length > ORDER_ID_MAX)
    return refuse(invalid(`OrderId: строка до ${ORDER_ID_MAX} символов`));
  const description = raw.Description ?? '';
  if (typeof description !== 'string' || description.length > DESCRIPTION_MAX) {
    return refuse(invalid(`Description: строка до ${DESCRIPTION_MAX} символов`));
  }
  const urls = {
    notification: optionalUrl(raw, 'NotificationURL'),
    success: optionalUrl(raw, 'SuccessURL'),
    fail: optionalUrl(raw, 'FailURL'),
  };
  if (Object.values(urls).includes(null))
    return refuse(invalid('NotificationURL, SuccessURL, FailURL: адреса http(s)'));
  const receiptProblem = receiptRefusal(raw.Receipt, amount);
  if (receiptProblem) return refuse(receiptProblem);
  return {
    ok: true,
    order: {
      provider: 'tinkoff',
      key: String(randomInt(100_000_000_000, 1_000_000_000_000)),
      orderId,
      amountMinor: amount,
      currency: 'RUB',
      description,
      // Without URLs in Init, T-Bank uses the terminal's settings: here, the shop's own addresses.
      extra: {
        notificationUrl: urls.notification ?? shop.notification,
        successUrl: urls.success ?? shop.success,
        failUrl: urls.fail ?? shop.fail,
      },
    },
  };
}

/** Init's answer for a new order, PaymentURL being the sandbox's payment page. */
export const initAnswer = (
  config: TinkoffConfig,
  order: SandboxOrder,
  paymentUrl: string,
): Answer => ({
  Success: true,
  ErrorCode: '0',
  TerminalKey: config.terminalKey,
  Status: 'NEW',
  PaymentId: order.key,
  OrderId: order.orderId,
  Amount: order.amountMinor,
  PaymentURL: paymentUrl,
});

export type NotifiedStatus = 'AUTHORIZED' | 'CONFIRMED' | 'REJECTED';

/** A notification as T-Bank sends it: PaymentId a JSON number, Token over every root scalar. */
export function notification(
  config: TinkoffConfig,
  order: SandboxOrder,
  status: NotifiedStatus,
): Answer {
  const rejected = status === 'REJECTED';
  const body: Answer = {
    TerminalKey: config.terminalKey,
    OrderId: order.orderId,
    Success: !rejected,
    Status: status,
    PaymentId: Number(order.key),
    ErrorCode: rejected ? '1051' : '0',
    Amount: order.amountMinor,
    CardId: 475738102,
    Pan: '430000******0777',
    ExpDate: '1230',
  };
  return { ...body, Token: tinkoffToken(body, config.password) };
}

const statuses: Record<StoredOrder['state'], string> = {
  new: 'NEW',
  paid: 'CONFIRMED',
  declined: 'REJECTED',
};

/** GetState: the request checked like Init; the PaymentId it names, or an error answer. */
export function getStateRequest(
  config: TinkoffConfig,
  raw: unknown,
): { paymentId: string } | { answer: Answer } {
  if (!isRecord(raw)) return { answer: invalid('Тело запроса должно быть JSON-объектом') };
  const tokenProblem = tokenRefusal(config, raw);
  if (tokenProblem) return { answer: tokenProblem };
  const paymentId = idText(raw.PaymentId);
  return paymentId === null ? { answer: invalid('PaymentId: число') } : { paymentId };
}

export function getStateAnswer(config: TinkoffConfig, order: StoredOrder | null): Answer {
  if (!order) return invalid('Платёж не найден');
  return {
    Success: true,
    ErrorCode: '0',
    Message: 'OK',
    TerminalKey: config.terminalKey,
    Status: statuses[order.state],
    PaymentId: order.key,
    OrderId: order.orderId,
    Amount: order.amountMinor,
    Params: [],
  };
}
