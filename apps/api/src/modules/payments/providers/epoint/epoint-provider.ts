import type { EpointConfig } from '../../../../infrastructure/config/payment-config.js';
import { amountField, parsePaymentId, textField } from '../callback-fields.js';
import { minorToMajorNumber } from '../money-text.js';
import { clip } from '../order-text.js';
import {
  plainTextAcknowledgement,
  type Acknowledgement,
  type CallbackVerification,
  type Checkout,
  type CheckoutOrder,
  type PaymentProvider,
  ProviderError,
  type RawCallback,
  type StatusQuery,
  type StatusReport,
} from '../payment-provider.js';
import { type FetchLike, parseJsonObject, requestText, Unreachable } from '../provider-http.js';
import { callbackOutcome, getStatusOutcome } from './epoint-status.js';
import { decodeEpointData, signEpointRequest, verifiedEpointData } from './epoint-signature.js';

/** Epoint's description limit (payments.md §2.3). */
const DESCRIPTION_MAX = 1000;

/**
 * Epoint.az: the browser posts signed `data`/`signature` to /checkout; the result callback comes
 * back in the same shape; /get-status answers plain JSON. Amounts are manats as JSON numbers.
 */
export class EpointProvider implements PaymentProvider {
  readonly name = 'epoint' as const;
  readonly currency = 'AZN' as const;

  constructor(
    private readonly config: EpointConfig,
    private readonly fetchFn: FetchLike,
  ) {}

  async createCheckout(order: CheckoutOrder): Promise<Checkout> {
    if (order.currency !== this.currency) {
      throw new Error(`Epoint charges AZN, not ${order.currency}`);
    }
    const fields = signEpointRequest(this.config.privateKey, {
      public_key: this.config.publicKey,
      amount: minorToMajorNumber(order.amountMinor),
      currency: this.currency,
      language: 'ru',
      order_id: String(order.paymentId),
      description: clip(order.description, DESCRIPTION_MAX),
      success_redirect_url: order.urls.success,
      error_redirect_url: order.urls.fail,
    });
    return { url: `${this.config.apiUrl}/checkout`, fields, providerPaymentId: null };
  }

  verifyCallback(raw: RawCallback): CallbackVerification {
    const received = textField(raw, 'data');
    const signature = textField(raw, 'signature');
    if (received === null || signature === null) {
      return { ok: false, reason: 'missing data or signature', paymentId: null };
    }
    const data = verifiedEpointData(this.config.privateKey, received, signature);
    if (data === null) return { ok: false, reason: 'bad signature', paymentId: null };
    const payload = decodeEpointData(data);
    if (payload === null) {
      return { ok: false, reason: 'data is not a JSON object', paymentId: null };
    }
    const paymentId = parsePaymentId(payload.order_id);
    if (paymentId === null) return { ok: false, reason: 'order_id is not a payment id', paymentId };
    const transaction = textField(payload, 'transaction');
    const status = textField(payload, 'status');
    if (transaction === null || status === null) {
      return { ok: false, reason: 'missing transaction or status', paymentId };
    }
    const amount = amountField(payload, 'amount');
    if (amount === null) return { ok: false, reason: 'unreadable amount', paymentId };
    const outcome = callbackOutcome(status, payload.code);
    if (outcome === 'paid' && amount === undefined) {
      return { ok: false, reason: 'paid without an amount', paymentId };
    }
    return {
      ok: true,
      callback: {
        // One callback per transaction and result; a retry after a decline is a new transaction.
        eventKey: `${transaction}:${status}`,
        paymentId,
        outcome,
        amountMinor: amount ?? null,
        currency: this.currency,
        providerPaymentId: transaction,
        providerStatus: status,
      },
    };
  }

  acknowledge(): Acknowledgement {
    return plainTextAcknowledgement('OK');
  }

  async fetchStatus(query: StatusQuery): Promise<StatusReport> {
    const orderId = String(query.paymentId);
    const payload: Record<string, string> = {
      public_key: this.config.publicKey,
      order_id: orderId,
    };
    if (query.providerPaymentId) payload.transaction = query.providerPaymentId;
    const call = { name: 'get-status', failMessage: Unreachable.status };
    const text = await requestText(this.fetchFn, {
      ...call,
      url: `${this.config.apiUrl}/get-status`,
      init: {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(signEpointRequest(this.config.privateKey, payload)).toString(),
      },
    });
    return statusReport(parseJsonObject(text, call), orderId);
  }
}

function statusReport(answer: Record<string, unknown>, orderId: string): StatusReport {
  const failed = (detail: string) => new ProviderError(Unreachable.status, `get-status: ${detail}`);
  const status = textField(answer, 'status');
  if (status === null) throw failed('no status');
  if (status === 'server_error') {
    throw failed(`server_error ${String(answer.message ?? '')}`.trim());
  }
  // An answer about another order would settle the wrong payment.
  if (answer.order_id !== undefined && String(answer.order_id) !== orderId) {
    throw failed('another order_id');
  }
  const outcome = getStatusOutcome(status);
  const amount = amountField(answer, 'amount');
  if (amount === null) throw failed('unreadable amount');
  if (outcome === 'paid' && amount === undefined) throw failed('paid without an amount');
  return {
    outcome,
    amountMinor: amount ?? null,
    providerPaymentId: textField(answer, 'transaction'),
    providerStatus: status,
  };
}
