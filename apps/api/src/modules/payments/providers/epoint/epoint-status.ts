import type { ProviderOutcome } from '../payment-provider.js';

/**
 * A result callback's outcome: paid only on status `success` with bank code `000` (confirmed);
 * `failed` is a decline; anything else is left pending for the status check to settle.
 */
export function callbackOutcome(status: string, code: unknown): ProviderOutcome {
  if (status === 'success') return code === '000' ? 'paid' : 'pending';
  return status === 'failed' ? 'failed' : 'pending';
}

/**
 * get-status → our outcome (payments.md §2.5); `server_error` means the check itself failed and is
 * thrown by the caller. `failed` is the callback's word for `error`, accepted here too.
 */
const getStatusOutcomes: Readonly<Record<string, ProviderOutcome>> = {
  new: 'pending',
  success: 'paid',
  returned: 'refunded',
  error: 'failed',
  failed: 'failed',
};

/** An unknown get-status word changes nothing. */
export const getStatusOutcome = (status: string): ProviderOutcome =>
  Object.hasOwn(getStatusOutcomes, status) ? getStatusOutcomes[status] : 'pending';
