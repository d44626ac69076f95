import type { TinkoffConfig } from '../../../../infrastructure/config/payment-config.js';
import { clip } from '../order-text.js';
import {
  type Checkout,
  type CheckoutOrder,
  ProviderError,
  type ReceiptSettings,
} from '../payment-provider.js';
import { Unreachable } from '../provider-http.js';
import { errorDetail, idText, succeeded } from './tinkoff-fields.js';
import { tinkoffToken } from './tinkoff-token.js';

/** Limits of Init (payments.md §3.3): Description ≤ 140, a receipt line's Name ≤ 128. */
const DESCRIPTION_MAX = 140;
const ITEM_NAME_MAX = 128;
const MESSAGE_MAX = 200;

/** The signed Init body: one receipt line for the whole amount, our URLs, our payment id. */
export function initRequest(
  config: TinkoffConfig,
  receipt: ReceiptSettings,
  order: CheckoutOrder,
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    TerminalKey: config.terminalKey,
    Amount: order.amountMinor,
    OrderId: String(order.paymentId),
    Description: clip(order.description, DESCRIPTION_MAX),
    NotificationURL: order.urls.callback,
    SuccessURL: order.urls.success,
    FailURL: order.urls.fail,
    Language: 'ru',
    Receipt: {
      Email: order.buyerEmail,
      Taxation: receipt.taxSystem,
      Items: [
        {
          Name: clip(order.itemName, ITEM_NAME_MAX),
          Price: order.amountMinor,
          Quantity: 1,
          Amount: order.amountMinor,
          Tax: receipt.vat,
          PaymentMethod: receipt.paymentMethod,
          PaymentObject: receipt.paymentObject,
        },
      ],
    },
  };
  return { ...body, Token: tinkoffToken(body, config.password) };
}

/** Init's answer: the PaymentURL to open, or a ProviderError the learner can read. */
export function checkoutFromInit(answer: Record<string, unknown>): Checkout {
  if (!succeeded(answer)) {
    const message = typeof answer.Message === 'string' ? clip(answer.Message, MESSAGE_MAX) : '';
    throw new ProviderError(
      message
        ? `Платёжный сервис отклонил запрос: ${message}`
        : 'Платёжный сервис отклонил запрос. Попробуйте позже или выберите другой способ оплаты',
      `Init refused: ${errorDetail(answer)}`,
    );
  }
  const url = answer.PaymentURL;
  const paymentId = idText(answer.PaymentId);
  if (typeof url !== 'string' || !/^https?:\/\//.test(url) || paymentId === null) {
    throw new ProviderError(Unreachable.checkout, 'Init: no PaymentURL or no PaymentId');
  }
  return { url, fields: {}, providerPaymentId: paymentId };
}
