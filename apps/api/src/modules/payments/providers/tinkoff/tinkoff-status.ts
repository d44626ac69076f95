import type { ProviderOutcome } from '../payment-provider.js';

interface StatusMeaning {
  outcome: ProviderOutcome;
  /**
   * Whether `Amount` is still the amount charged. After a refund or a released hold it may be what
   * is left, which must not be compared with the payment record.
   */
  amountIsCharge: boolean;
}

const charge = (outcome: ProviderOutcome): StatusMeaning => ({ outcome, amountIsCharge: true });
const returned = (outcome: ProviderOutcome): StatusMeaning => ({ outcome, amountIsCharge: false });

/**
 * T-Bank statuses (payments.md §3.5) → our outcome. Paid means captured (CONFIRMED); AUTHORIZED is
 * only a hold. A partial refund or release leaves the purchase standing: no change, on the timeline.
 * Every status not listed (NEW, FORM_SHOWED, AUTHORIZED, 3DS_*, *ING, RECEIPT, unknown ones) is
 * pending and changes nothing.
 */
const meanings: Readonly<Record<string, StatusMeaning>> = {
  CONFIRMED: charge('paid'),
  REJECTED: charge('failed'),
  AUTH_FAIL: charge('failed'),
  DEADLINE_EXPIRED: charge('failed'),
  ATTEMPTS_EXPIRED: charge('failed'),
  CANCELED: charge('cancelled'),
  REVERSED: returned('cancelled'),
  PARTIAL_REVERSED: returned('pending'),
  REFUNDED: returned('refunded'),
  PARTIAL_REFUNDED: returned('pending'),
};

export const tinkoffStatusMeaning = (status: string): StatusMeaning =>
  Object.hasOwn(meanings, status) ? meanings[status] : charge('pending');
