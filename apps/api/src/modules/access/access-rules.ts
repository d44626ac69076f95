/** Who may watch what and until when; pure so they can be table-tested with any clock. */

export const ACCESS_PERIOD_DAYS = 365;
const DAY_MS = 24 * 3600 * 1000;
/** The period in milliseconds: what SQL adds to mean the same instant as `extendedExpiry`. */
export const ACCESS_PERIOD_MS = ACCESS_PERIOD_DAYS * DAY_MS;

export const AccessState = {
  CAN_BUY: 'can_buy',
  CAN_VIEW: 'can_view',
  CAN_PROLONG: 'can_prolong',
} as const;
export type AccessState = (typeof AccessState)[keyof typeof AccessState];

/** Access is active strictly before `expiresAt`; at that instant it has expired. */
export function accessState(grant: { expiresAt: Date } | null | undefined, now: Date): AccessState {
  if (!grant) return AccessState.CAN_BUY;
  return now.getTime() < grant.expiresAt.getTime() ? AccessState.CAN_VIEW : AccessState.CAN_PROLONG;
}

/**
 * A purchase gives a year from now; a renewal adds a year to the later of now and the old expiry,
 * so renewing early loses no paid day and renewing late does not backdate.
 */
export function extendedExpiry(currentExpiry: Date | null | undefined, now: Date): Date {
  const from = currentExpiry && currentExpiry.getTime() > now.getTime() ? currentExpiry : now;
  return new Date(from.getTime() + ACCESS_PERIOD_MS);
}
