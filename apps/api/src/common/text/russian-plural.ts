/**
 * The Russian form for a count: [one, few, many], e.g. ['минуту', 'минуты', 'минут'] gives
 * 1 минуту, 3 минуты, 5 минут, 11 минут, 21 минуту.
 */
export function russianPlural(count: number, forms: readonly [string, string, string]): string {
  const lastTwo = Math.abs(count) % 100;
  const last = lastTwo % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}
