const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** How long an attempt has waited, in the unit a reviewer reads at a glance. */
export function waitingSince(
  submittedAt: string,
  now: Date,
): { unit: 'minutes' | 'hours' | 'days'; count: number } {
  const waited = Math.max(0, now.getTime() - new Date(submittedAt).getTime());
  if (waited < HOUR) return { unit: 'minutes', count: 0 };
  if (waited < DAY) return { unit: 'hours', count: Math.floor(waited / HOUR) };
  return { unit: 'days', count: Math.floor(waited / DAY) };
}
