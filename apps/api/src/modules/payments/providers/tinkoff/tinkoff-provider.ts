import type { TinkoffConfig } from '../../../../infrastructure/config/payment-config.js';
import { parsePaymentId, textField } from '../callback-fields.js';
import { constantTimeEqual } from '../constant-time.js';
import { looksLikeEmail } from '../order-text.js';
import {
  plainTextAcknowledgement,
  type Acknowledgement,
  type CallbackVerification,
  type Checkout,
  type CheckoutOrder,
  type PaymentProvider,
  ProviderError,
  type RawCallback,
  type ReceiptSettings,
  type StatusQuery,
  type StatusReport,
} from '../payment-provider.js';
import { type FetchLike, parseJsonObject, requestText, Unreachable } from '../provider-http.js';
import { errorDetail, idText, kopecksField, succeeded } from './tinkoff-fields.js';
import { checkoutFromInit, initRequest } from './tinkoff-init.js';
import { tinkoffStatusMeaning } from './tinkoff-status.js';
import { tinkoffToken } from './tinkoff-token.js';

/** GetState's status when we never got a PaymentId: Init did not succeed, nothing can be paid. */
export const NO_PAYMENT_ID = 'NO_PAYMENT_ID';

/**
 * T-Bank Internet Acquiring v2: a server-side Init answers the PaymentURL; JSON notifications carry
 * every status change; GetState answers one payment. Amounts are integer kopecks throughout.
 */
export class TinkoffProvider implements PaymentProvider {
  readonly name = 'tinkoff' as const;
  readonly currency = 'RUB' as const;

  constructor(
    private readonly config: TinkoffConfig,
    private readonly receipt: ReceiptSettings,
    private readonly fetchFn: FetchLike,
  ) {}

  async createCheckout(order: CheckoutOrder): Promise<Checkout> {
    if (order.currency !== this.currency) {
      throw new Error(`T-Bank charges RUB, not ${order.currency}`);
    }
    if (!Number.isSafeInteger(order.amountMinor) || order.amountMinor <= 0) {
      throw new RangeError(
        `Amount must be a positive integer of kopecks, got ${order.amountMinor}`,
      );
    }
    // The receipt needs an address; without one T-Bank refuses Init with a message of its own.
    if (!looksLikeEmail(order.buyerEmail)) {
      throw new ProviderError(
        'Для оплаты нужен адрес электронной почты: на него придёт чек. Укажите его в профиле',
        'Init skipped: the buyer has no e-mail for the receipt',
      );
    }
    return checkoutFromInit(
      await this.call('Init', initRequest(this.config, this.receipt, order), Unreachable.checkout),
    );
  }

  verifyCallback(raw: RawCallback): CallbackVerification {
    const token = textField(raw, 'Token');
    const status = textField(raw, 'Status');
    const providerPaymentId = idText(raw.PaymentId);
    const paymentId = parsePaymentId(raw.OrderId);
    if (token === null || status === null || providerPaymentId === null) {
      return { ok: false, reason: 'missing Token, Status or PaymentId', paymentId };
    }
    if (!constantTimeEqual(token.toLowerCase(), tinkoffToken(raw, this.config.password))) {
      return { ok: false, reason: 'bad signature', paymentId };
    }
    if (raw.TerminalKey !== this.config.terminalKey) {
      return { ok: false, reason: 'wrong terminal', paymentId };
    }
    if (paymentId === null) return { ok: false, reason: 'OrderId is not a payment id', paymentId };
    const amount = this.amountOf(raw, status);
    if (amount === null) return { ok: false, reason: 'unreadable or missing Amount', paymentId };
    return {
      ok: true,
      callback: {
        // AUTHORIZED and CONFIRMED of one payment arrive together: each status is its own event.
        eventKey: `${providerPaymentId}:${status}`,
        paymentId,
        outcome: tinkoffStatusMeaning(status).outcome,
        amountMinor: amount === undefined ? null : amount,
        currency: this.currency,
        providerPaymentId,
        providerStatus: status,
      },
    };
  }

  acknowledge(): Acknowledgement {
    return plainTextAcknowledgement('OK');
  }

  async fetchStatus(query: StatusQuery): Promise<StatusReport> {
    // Init stores the PaymentId with the payment; without one Init failed and nothing can be paid.
    if (!query.providerPaymentId) {
      return {
        outcome: 'pending',
        amountMinor: null,
        providerPaymentId: null,
        providerStatus: NO_PAYMENT_ID,
      };
    }
    const body = { TerminalKey: this.config.terminalKey, PaymentId: query.providerPaymentId };
    const answer = await this.call(
      'GetState',
      { ...body, Token: tinkoffToken(body, this.config.password) },
      Unreachable.status,
    );
    const failed = (detail: string) => new ProviderError(Unreachable.status, `GetState: ${detail}`);
    if (!succeeded(answer)) throw failed(errorDetail(answer));
    const status = textField(answer, 'Status');
    if (status === null) throw failed('no Status');
    // An answer about another order would settle the wrong payment.
    if (answer.OrderId !== undefined && String(answer.OrderId) !== String(query.paymentId)) {
      throw failed('another OrderId');
    }
    const amount = this.amountOf(answer, status);
    if (amount === null) throw failed('unreadable or missing Amount');
    return {
      outcome: tinkoffStatusMeaning(status).outcome,
      amountMinor: amount === undefined ? null : amount,
      providerPaymentId: idText(answer.PaymentId) ?? query.providerPaymentId,
      providerStatus: status,
    };
  }

  /**
   * The amount to compare with the payment record: undefined when the status carries none that
   * counts (none sent, or what is left after a refund); null when unreadable, or missing on "paid".
   */
  private amountOf(fields: Record<string, unknown>, status: string): number | null | undefined {
    const meaning = tinkoffStatusMeaning(status);
    const amount = kopecksField(fields, 'Amount');
    if (amount === null || (meaning.outcome === 'paid' && amount === undefined)) return null;
    return meaning.amountIsCharge ? amount : undefined;
  }

  private async call(method: string, body: Record<string, unknown>, failMessage: string) {
    const call = { name: method, failMessage };
    const text = await requestText(this.fetchFn, {
      ...call,
      url: `${this.config.apiUrl}/${method}`,
      init: {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      },
    });
    return parseJsonObject(text, call);
  }
}
