import { createHash } from 'node:crypto';
import { constantTimeEqual } from '../constant-time.js';
import { isRecord } from '../provider-http.js';

/** `data`: the JSON, base64 (standard alphabet, padded). */
export const encodeEpointData = (payload: Record<string, unknown>): string =>
  Buffer.from(JSON.stringify(payload), 'utf8').toString('base64');

/** The JSON object inside a received `data`; null when it is not one. */
export function decodeEpointData(data: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

/** `signature = base64(sha1_raw(private_key + data + private_key))`: the raw digest, not its hex. */
export const epointSignature = (privateKey: string, data: string): string =>
  createHash('sha1')
    .update(privateKey + data + privateKey, 'utf8')
    .digest('base64');

/** The form fields of a signed request: `data` and its `signature`. */
export function signEpointRequest(
  privateKey: string,
  payload: Record<string, unknown>,
): { data: string; signature: string } {
  const data = encodeEpointData(payload);
  return { data, signature: epointSignature(privateKey, data) };
}

/**
 * The received `data` whose signature checks out, compared over the exact string received; null
 * when none does. base64 carries '+', which a form parser turns into a space if a sender ever
 * forgets to percent-encode it (payments.md §2.4), so that one repair is tried too.
 */
export function verifiedEpointData(
  privateKey: string,
  data: string,
  signature: string,
): string | null {
  if (constantTimeEqual(signature, epointSignature(privateKey, data))) return data;
  if (!data.includes(' ') && !signature.includes(' ')) return null;
  const repaired = data.replaceAll(' ', '+');
  const repairedSignature = signature.replaceAll(' ', '+');
  return constantTimeEqual(repairedSignature, epointSignature(privateKey, repaired))
    ? repaired
    : null;
}
