/**
 * The one shape every payment provider adapter has. Adapters are pure protocol code: they build a
 * checkout, verify and parse a callback, and ask the provider about a payment. They know nothing of
 * our database, access rules or other modules; amounts cross this boundary in minor units only.
 */
export type ProviderName = 'robokassa' | 'epoint' | 'tinkoff';

export const PROVIDER_NAMES: readonly ProviderName[] = ['robokassa', 'epoint', 'tinkoff'];

export type Currency = 'RUB' | 'AZN';

/** 54-FZ fiscal receipt settings (Robokassa `Receipt`, Tinkoff `Receipt`). */
export interface ReceiptSettings {
  /** Tax system: osn, usn_income, usn_income_outcome, esn, patent. */
  taxSystem: string;
  /** VAT code of the line: none, vat0, vat10, vat20, vat22, ... */
  vat: string;
  paymentMethod: string;
  paymentObject: string;
}

/** What we ask a provider to charge: one line, one payment record. */
export interface CheckoutOrder {
  /** Our payment record's id: Robokassa InvId, Epoint order_id, Tinkoff OrderId. */
  paymentId: number;
  amountMinor: number;
  currency: Currency;
  /** Shown to the buyer (Robokassa ≤ 100 chars; adapters trim to their limit). */
  description: string;
  /** The receipt line's name (≤ 128 chars). */
  itemName: string;
  buyerEmail: string;
  /** Absolute URLs: our server-to-server callback, and the browser's success / fail returns. */
  urls: { callback: string; success: string; fail: string };
}

/** What the SPA needs to send the buyer to the provider. */
export interface Checkout {
  /** The checkout address: the form's action (Robokassa, Epoint) or the PaymentURL (Tinkoff). */
  url: string;
  /** Hidden form fields posted to `url` (empty for Tinkoff, whose URL is opened directly). */
  fields: Record<string, string>;
  /** The provider's own id of this payment when it gives one at checkout (Tinkoff PaymentId). */
  providerPaymentId: string | null;
}

/** Where a provider says a payment stands, mapped onto our states. */
export type ProviderOutcome = 'paid' | 'failed' | 'cancelled' | 'refunded' | 'pending';

/** A callback whose signature checked out, parsed. */
export interface VerifiedCallback {
  /** Unique per provider event: Robokassa InvId, Epoint transaction, Tinkoff PaymentId:Status. */
  eventKey: string;
  paymentId: number;
  outcome: ProviderOutcome;
  /** The amount the provider reports, in minor units (null when the event carries none). */
  amountMinor: number | null;
  currency: Currency;
  providerPaymentId: string | null;
  /** Provider status as sent (e.g. CONFIRMED, success), for the timeline. */
  providerStatus: string;
}

export type CallbackVerification =
  | { ok: true; callback: VerifiedCallback }
  | { ok: false; reason: string; paymentId: number | null };

/** The raw callback as received: form or query fields (strings) or a JSON object. */
export type RawCallback = Record<string, unknown>;

/** The answer a provider expects once we have stored its callback. */
export interface Acknowledgement {
  status: number;
  contentType: string;
  body: string;
}

/** Every provider wants a 200 with a short plain-text body. */
export const plainTextAcknowledgement = (body: string): Acknowledgement => ({
  status: 200,
  contentType: 'text/plain',
  body,
});

export interface StatusQuery {
  paymentId: number;
  providerPaymentId: string | null;
}

export interface StatusReport {
  outcome: ProviderOutcome;
  amountMinor: number | null;
  providerPaymentId: string | null;
  providerStatus: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  readonly currency: Currency;
  /** Builds the checkout; Tinkoff makes its server-side Init call here. */
  createCheckout(order: CheckoutOrder): Promise<Checkout>;
  /** Checks the signature over the raw values as received (constant time), then parses. */
  verifyCallback(raw: RawCallback): CallbackVerification;
  /** The body the provider needs to stop retrying (Robokassa `OK{InvId}`, others `OK`). */
  acknowledge(callback: VerifiedCallback): Acknowledgement;
  /** Robokassa OpStateExt, Epoint get-status, Tinkoff GetState. */
  fetchStatus(query: StatusQuery): Promise<StatusReport>;
}

/** A provider refused or could not be reached; `message` is Russian and fit for the learner. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly detail: string,
  ) {
    super(message);
  }
}
