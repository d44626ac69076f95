import { textField, parsePaymentId } from '../callback-fields.js';
import { formatMinor, parseMinor } from '../money-text.js';
import { clip, looksLikeEmail } from '../order-text.js';
import {
  type Acknowledgement,
  type CallbackVerification,
  type Checkout,
  type CheckoutOrder,
  type PaymentProvider,
  type RawCallback,
  type ReceiptSettings,
  type StatusQuery,
  type StatusReport,
  type VerifiedCallback,
  plainTextAcknowledgement,
} from '../payment-provider.js';
import { type FetchLike, requestText, Unreachable } from '../provider-http.js';
import type { RobokassaConfig } from '../../../../infrastructure/config/payment-config.js';
import { opStateReport } from './op-state.js';
import { robokassaReceipt } from './robokassa-receipt.js';
import {
  checkoutSignature,
  isRobokassaHash,
  opStateSignature,
  returnSignature,
  type RobokassaHash,
  signatureMatches,
} from './robokassa-signature.js';

/** Robokassa's Description limit (payments.md §1.2). */
const DESCRIPTION_MAX = 100;

/**
 * Robokassa: a signed form the browser posts to Index.aspx, the ResultURL callback (sent on success
 * only), and the XML OpStateExt for everything else. Amounts travel as decimal rouble strings.
 */
export class RobokassaProvider implements PaymentProvider {
  readonly name = 'robokassa' as const;
  readonly currency = 'RUB' as const;
  private readonly hash: RobokassaHash;

  constructor(
    private readonly config: RobokassaConfig,
    private readonly receipt: ReceiptSettings,
    private readonly fetchFn: FetchLike,
  ) {
    if (!isRobokassaHash(config.hash)) {
      throw new Error(`Unsupported Robokassa hash: ${config.hash}`);
    }
    this.hash = config.hash;
  }

  async createCheckout(order: CheckoutOrder): Promise<Checkout> {
    if (order.currency !== this.currency) {
      throw new Error(`Robokassa charges RUB, not ${order.currency}`);
    }
    const outSum = formatMinor(order.amountMinor);
    const invId = String(order.paymentId);
    const receipt = robokassaReceipt(this.receipt, order);
    const fields: Record<string, string> = {
      MerchantLogin: this.config.merchantLogin,
      OutSum: outSum,
      InvId: invId,
      Description: clip(order.description, DESCRIPTION_MAX),
      SignatureValue: checkoutSignature(this.hash, {
        merchantLogin: this.config.merchantLogin,
        outSum,
        invId,
        receipt,
        password1: this.config.password1,
      }),
      Culture: 'ru',
      Receipt: receipt,
      // Always present so the answer has one shape; "0" is a live payment, like a missing field.
      IsTest: this.config.isTest ? '1' : '0',
    };
    // Only pre-fills the payment page; a login that is not an address would only be refused there.
    if (looksLikeEmail(order.buyerEmail)) fields.Email = order.buyerEmail;
    return { url: this.config.checkoutUrl, fields, providerPaymentId: null };
  }

  verifyCallback(raw: RawCallback): CallbackVerification {
    const outSum = textField(raw, 'OutSum');
    const invId = textField(raw, 'InvId');
    const signature = textField(raw, 'SignatureValue');
    const paymentId = parsePaymentId(invId);
    if (outSum === null || invId === null || signature === null) {
      return { ok: false, reason: 'missing OutSum, InvId or SignatureValue', paymentId };
    }
    const shp = shpFields(raw);
    if (shp === null) return { ok: false, reason: 'malformed Shp_ field', paymentId };
    const expected = returnSignature(this.hash, {
      outSum,
      invId,
      password: this.config.password2,
      shp,
    });
    if (!signatureMatches(signature, expected)) {
      return { ok: false, reason: 'bad signature', paymentId };
    }
    if (paymentId === null) return { ok: false, reason: 'InvId is not a payment id', paymentId };
    const amountMinor = parseMinor(outSum);
    if (amountMinor === null) return { ok: false, reason: 'unreadable OutSum', paymentId };
    // Test payments are signed with the test passwords; one reaching a live shop is refused outright.
    if (!this.config.isTest && raw.IsTest === '1') {
      return { ok: false, reason: 'test payment in live mode', paymentId };
    }
    return {
      ok: true,
      callback: {
        // ResultURL comes once per invoice, on success only: the invoice is the event.
        eventKey: invId,
        paymentId,
        outcome: 'paid',
        amountMinor,
        currency: this.currency,
        providerPaymentId: null,
        providerStatus: 'success',
      },
    };
  }

  acknowledge(callback: VerifiedCallback): Acknowledgement {
    return plainTextAcknowledgement(`OK${callback.paymentId}`);
  }

  async fetchStatus(query: StatusQuery): Promise<StatusReport> {
    const invoiceId = String(query.paymentId);
    const params = new URLSearchParams({
      MerchantLogin: this.config.merchantLogin,
      InvoiceID: invoiceId,
      Signature: opStateSignature(this.hash, {
        merchantLogin: this.config.merchantLogin,
        invoiceId,
        password2: this.config.password2,
      }),
    });
    const xml = await requestText(this.fetchFn, {
      name: 'OpStateExt',
      url: `${this.config.apiUrl}/OpStateExt?${params}`,
      init: { method: 'GET' },
      failMessage: Unreachable.status,
    });
    return opStateReport(xml);
  }
}

/** Every `Shp_` field received, for the signature; null when one is not a plain string. */
export function shpFields(raw: RawCallback): Record<string, string> | null {
  const shp: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (!/^shp_/i.test(name)) continue;
    if (typeof value !== 'string') return null;
    shp[name] = value;
  }
  return shp;
}
