import type { RobokassaConfig } from '../../../infrastructure/config/payment-config.js';
import { escapeHtml } from '../../../infrastructure/mail/escape-html.js';
import { parsePaymentId, textField } from '../providers/callback-fields.js';
import { formatMinor, parseMinor, parseMinorValue } from '../providers/money-text.js';
import {
  checkoutSignature,
  isRobokassaHash,
  opStateSignature,
  returnSignature,
  type RobokassaHash,
  signatureMatches,
} from '../providers/robokassa/robokassa-signature.js';
import { isRecord } from '../providers/provider-http.js';
import { shpFields } from '../providers/robokassa/robokassa-provider.js';
import type { SandboxOrder, StoredOrder } from './sandbox-orders.js';

/** Robokassa's protocol as the sandbox plays it (payments.md §1): the form, ResultURL, OpStateExt. */

const DESCRIPTION_MAX = 100;

export type FormCheck =
  { ok: true; order: Omit<SandboxOrder, 'createdAt'> } | { ok: false; error: string };

const hashOf = (config: RobokassaConfig): RobokassaHash => {
  if (!isRobokassaHash(config.hash)) throw new Error(`Unsupported Robokassa hash: ${config.hash}`);
  return config.hash;
};

/** The receipt's lines must add up to OutSum (54-FZ); an error text when they do not. */
function receiptError(receipt: string, amountMinor: number): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(receipt));
  } catch {
    return 'Неверный параметр Receipt: ожидается JSON, закодированный encodeURIComponent';
  }
  const items = isRecord(parsed) && Array.isArray(parsed.items) ? parsed.items : [];
  const sums = items.map((item) => (isRecord(item) ? parseMinorValue(item.sum) : null));
  if (sums.length === 0 || sums.some((sum) => sum === null)) {
    return 'Неверный параметр Receipt: нет позиций items или у позиции нет суммы sum';
  }
  const total = sums.reduce<number>((all, sum) => all + sum!, 0);
  return total === amountMinor ? null : 'Сумма позиций чека (Receipt) не равна OutSum';
}

/** Reads the payment form and checks it as Robokassa does: the shop, the amount, the signature. */
export function checkRobokassaForm(
  config: RobokassaConfig,
  raw: Record<string, unknown>,
): FormCheck {
  const fail = (error: string): FormCheck => ({ ok: false, error });
  const merchantLogin = textField(raw, 'MerchantLogin');
  if (merchantLogin !== config.merchantLogin)
    return fail('Магазин не найден: неверный параметр MerchantLogin');
  const outSum = textField(raw, 'OutSum');
  const amountMinor = outSum === null ? null : parseMinor(outSum);
  if (outSum === null || amountMinor === null || amountMinor === 0) {
    return fail('Неверный параметр OutSum: нужна положительная сумма с точкой, например 1500.00');
  }
  const invId = textField(raw, 'InvId');
  if (invId === null || parsePaymentId(invId) === null) return fail('Неверный параметр InvId');
  const description = textField(raw, 'Description') ?? '';
  if (Array.from(description).length > DESCRIPTION_MAX) {
    return fail(`Неверный параметр Description: не длиннее ${DESCRIPTION_MAX} символов`);
  }
  const shp = shpFields(raw);
  if (shp === null) return fail('Неверный параметр Shp_: значение должно быть строкой');
  const receipt = textField(raw, 'Receipt') ?? undefined;
  const expected = checkoutSignature(hashOf(config), {
    merchantLogin,
    outSum,
    invId,
    receipt,
    password1: config.password1,
    shp,
  });
  const signature = textField(raw, 'SignatureValue');
  if (signature === null || !signatureMatches(signature, expected)) {
    return fail(
      'Неверный параметр SignatureValue: подпись не совпадает. Она считается от MerchantLogin:OutSum:InvId[:Receipt]:Пароль#1[:Shp_…]',
    );
  }
  const receiptProblem = receipt === undefined ? null : receiptError(receipt, amountMinor);
  if (receiptProblem) return fail(receiptProblem);
  const email = textField(raw, 'Email');
  return {
    ok: true,
    order: {
      provider: 'robokassa',
      key: invId,
      orderId: invId,
      amountMinor,
      currency: 'RUB',
      description,
      extra: { ...shp, ...(email ? { Email: email } : {}) },
    },
  };
}

const shpOf = (order: SandboxOrder): Record<string, string> =>
  Object.fromEntries(Object.entries(order.extra).filter(([name]) => /^shp_/i.test(name)));

/** OutSum as Robokassa sends it back: six decimals ("4900.000000"). */
const returnedOutSum = (order: SandboxOrder) => `${formatMinor(order.amountMinor)}0000`;

/** The ResultURL form: signed with Password#2, the hex in upper case, as Robokassa sends it. */
export function resultFields(config: RobokassaConfig, order: SandboxOrder): Record<string, string> {
  const outSum = returnedOutSum(order);
  const shp = shpOf(order);
  const signature = returnSignature(hashOf(config), {
    outSum,
    invId: order.orderId,
    password: config.password2,
    shp,
  });
  return {
    OutSum: outSum,
    InvId: order.orderId,
    // Robokassa's commission: the shop receives OutSum − Fee.
    Fee: formatMinor(Math.round(order.amountMinor * 0.039)),
    EMail: order.extra.Email ?? '',
    SignatureValue: signature.toUpperCase(),
    PaymentMethod: 'BankCard',
    IncCurrLabel: 'BankCardPSR',
    ...shp,
  };
}

/** The SuccessURL (signed with Password#1) or FailURL (unsigned) query Robokassa adds. */
export function returnQuery(config: RobokassaConfig, order: SandboxOrder, paid: boolean): string {
  const outSum = returnedOutSum(order);
  const shp = shpOf(order);
  const query: Record<string, string> = { OutSum: outSum, InvId: order.orderId };
  if (paid) {
    query.SignatureValue = returnSignature(hashOf(config), {
      outSum,
      invId: order.orderId,
      password: config.password1,
      shp,
    }).toUpperCase();
  }
  return new URLSearchParams({ ...query, Culture: 'ru', ...shp }).toString();
}

/** OpStateExt's State/Code of an order: 5 initiated, 10 cancelled, 100 paid (payments.md §1.10). */
const stateCodes: Record<StoredOrder['state'], number> = { new: 5, declined: 10, paid: 100 };

const xml = (inner: string) =>
  `<?xml version="1.0" encoding="utf-8"?>\n<OperationStateResponse xmlns="http://merchant.roboxchange.com/WebService/">${inner}</OperationStateResponse>`;

const resultOnly = (code: number, description: string) =>
  xml(`<Result><Code>${code}</Code><Description>${escapeHtml(description)}</Description></Result>`);

/** The query's Signature with Password#2; an XML error answer when the shop or signature is wrong. */
export function opStateRefusal(
  config: RobokassaConfig,
  raw: Record<string, unknown>,
): string | null {
  const merchantLogin = textField(raw, 'MerchantLogin');
  if (merchantLogin !== config.merchantLogin) return resultOnly(2, 'Магазин не найден');
  const invoiceId = textField(raw, 'InvoiceID') ?? '';
  const expected = opStateSignature(hashOf(config), {
    merchantLogin,
    invoiceId,
    password2: config.password2,
  });
  const signature = textField(raw, 'Signature');
  return signature !== null && signatureMatches(signature, expected)
    ? null
    : resultOnly(1, 'Неверная подпись запроса');
}

/** OpStateExt's answer about one order (Result/Code 3 when Robokassa never saw it). */
export function opStateAnswer(order: StoredOrder | null): string {
  if (!order) return resultOnly(3, 'Операция не найдена');
  const sum = formatMinor(order.amountMinor);
  return xml(
    `<Result><Code>0</Code></Result>` +
      `<State><Code>${stateCodes[order.state]}</Code><RequestDate>${order.createdAt}</RequestDate><StateDate>${order.decidedAt ?? order.createdAt}</StateDate></State>` +
      `<Info><IncCurrLabel>BankCardPSR</IncCurrLabel><IncSum>${sum}</IncSum><IncAccount>220220******1234</IncAccount>` +
      `<PaymentMethod><Code>BankCard</Code><Description>Банковская карта</Description></PaymentMethod>` +
      `<OutCurrLabel>RUB</OutCurrLabel><OutSum>${sum}</OutSum></Info>`,
  );
}
