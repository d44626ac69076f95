import { isIP } from 'node:net';

/** What Fastify's `trustProxy` gets: nobody, anybody, or a comma-separated list of proxies. */
export type TrustProxy = boolean | string;

/** proxy-addr's names for the loopback and private address ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false`, `true`, or the proxies in front of the API (addresses, CIDR ranges or the
 * names loopback / linklocal / uniquelocal), comma-separated. A list is what keeps throttling honest
 * behind nginx: nginx appends the real client to whatever X-Forwarded-For the client sent, and only
 * with a list does the API skip exactly the trusted hops instead of believing the client's own
 * first entry. Null when the value is not understood.
 */
export function parseTrustProxy(value: unknown): TrustProxy | null {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return null;
  const setting = value.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(setting)) return true;
  if (['0', 'false', 'no', 'off'].includes(setting)) return false;
  const entries = setting.split(',').map((entry) => entry.trim());
  return entries.every(isProxyEntry) ? entries.join(',') : null;
}
