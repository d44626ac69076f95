import { createHash } from 'node:crypto';

/**
 * T-Bank's Token (payments.md §3.2): every root-level scalar except Token itself (nested objects
 * and arrays such as Receipt or DATA are skipped, as are nulls), plus Password, sorted by key in
 * plain code-unit order, values concatenated (booleans as true/false), SHA-256, lower-case hex.
 * Taken over whatever fields arrive, never a fixed list, so a field T-Bank adds later still counts.
 */
export function tinkoffToken(params: Readonly<Record<string, unknown>>, password: string): string {
  const pairs: Array<[string, string]> = [['Password', password]];
  for (const [key, value] of Object.entries(params)) {
    if (key === 'Token' || value === null || value === undefined || typeof value === 'object') {
      continue;
    }
    pairs.push([key, String(value)]);
  }
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256')
    .update(pairs.map(([, value]) => value).join(''), 'utf8')
    .digest('hex');
}
