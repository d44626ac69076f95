/** When school access holds and how a new period is placed; pure so any clock can table-test them. */

export const DAY_MS = 24 * 3600 * 1000;

/** An admin may set an end date at most this far ahead: further is surely a typo. */
export const MAX_EXPLICIT_YEARS = 10;

export interface AccessPeriod {
  startsAt: Date;
  expiresAt: Date;
}

/** A period gives access from its start up to (not including) its end. */
export const isActivePeriod = (period: AccessPeriod, now: Date): boolean =>
  period.startsAt.getTime() <= now.getTime() && now.getTime() < period.expiresAt.getTime();

/**
 * Where the learner's current access ends: the latest end among the periods active now and those
 * chained after them without a gap (an extension starts where the previous period ends, so it is
 * not active yet but the access runs on through it). Null: no access now.
 */
export function accessEnd(periods: readonly AccessPeriod[], now: Date): Date | null {
  const active = periods.filter((period) => isActivePeriod(period, now));
  if (active.length === 0) return null;
  let end = Math.max(...active.map((period) => period.expiresAt.getTime()));
  const later = [...periods].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  for (const period of later) {
    if (period.startsAt.getTime() <= end) end = Math.max(end, period.expiresAt.getTime());
  }
  return new Date(end);
}

/**
 * A new period of `periodDays`: it starts where the current access ends (no paid day is lost when
 * extending early) or now. An explicit end runs the period from now to that end instead.
 */
export function nextPeriod(
  periods: readonly AccessPeriod[],
  now: Date,
  periodDays: number,
  explicitExpiry?: Date,
): AccessPeriod {
  if (explicitExpiry) return { startsAt: now, expiresAt: explicitExpiry };
  const startsAt = accessEnd(periods, now) ?? now;
  return { startsAt, expiresAt: new Date(startsAt.getTime() + periodDays * DAY_MS) };
}

/** An explicit end must lie ahead, and no more than MAX_EXPLICIT_YEARS away. */
export function isExplicitExpiryAllowed(expiresAt: Date, now: Date): boolean {
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + MAX_EXPLICIT_YEARS);
  return expiresAt.getTime() > now.getTime() && expiresAt.getTime() <= latest.getTime();
}
