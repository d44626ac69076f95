import { parseMinor } from '../money-text.js';
import { type ProviderOutcome, ProviderError, type StatusReport } from '../payment-provider.js';
import { Unreachable } from '../provider-http.js';

/** OpStateExt State/Code → our outcome (payments.md §1.10). An unknown code changes nothing. */
export const opStateOutcomes: Readonly<Record<number, ProviderOutcome>> = {
  5: 'pending', // initiated, not paid
  10: 'cancelled', // cancelled, no money received
  20: 'pending', // held (pre-auth)
  50: 'pending', // received, being credited to the shop
  60: 'failed', // refused, returned to the buyer
  80: 'pending', // suspended
  100: 'paid',
};

/** Result/Code 3: Robokassa has no such operation yet, the buyer never reached its page. */
const RESULT_NOT_FOUND = 3;

/**
 * The text of the first `<name …>…</name>` element, namespace prefix allowed. The answer is a small
 * flat document of known shape, so a careful pattern does what an XML library would.
 */
function elementText(xml: string, name: string): string | null {
  const pattern = new RegExp(
    `<(?:[\\w.-]+:)?${name}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w.-]+:)?${name}\\s*>`,
  );
  return pattern.exec(xml)?.[1] ?? null;
}

function codeOf(xml: string, element: string): number | null {
  const code = elementText(elementText(xml, element) ?? '', 'Code')?.trim();
  return code !== undefined && /^\d{1,9}$/.test(code) ? Number(code) : null;
}

const malformed = (detail: string) =>
  new ProviderError(Unreachable.status, `OpStateExt: ${detail}`);

/** The OpStateExt answer as a status report; a ProviderError for an error result or a garbled answer. */
export function opStateReport(xml: string): StatusReport {
  const result = codeOf(xml, 'Result');
  if (result === null) throw malformed('no Result/Code');
  if (result === RESULT_NOT_FOUND) {
    return {
      outcome: 'pending',
      amountMinor: null,
      providerPaymentId: null,
      providerStatus: 'not_found',
    };
  }
  if (result !== 0) throw malformed(`Result/Code ${result}`);
  const state = codeOf(xml, 'State');
  if (state === null) throw malformed('no State/Code');
  const outcome = opStateOutcomes[state] ?? 'pending';
  const outSum = elementText(elementText(xml, 'Info') ?? '', 'OutSum')?.trim();
  const amountMinor = outSum === undefined ? null : parseMinor(outSum);
  if (outSum !== undefined && amountMinor === null) throw malformed('unreadable Info/OutSum');
  // "Paid" is only taken with an amount to check against the payment record.
  if (outcome === 'paid' && amountMinor === null) throw malformed('paid without Info/OutSum');
  return { outcome, amountMinor, providerPaymentId: null, providerStatus: String(state) };
}
