import { createHash } from 'node:crypto';
import { constantTimeEqual } from '../constant-time.js';

/** The algorithms Robokassa offers in the shop's technical settings (payments.md §1.5). */
export const ROBOKASSA_HASHES = ['md5', 'ripemd160', 'sha1', 'sha256', 'sha384', 'sha512'] as const;
export type RobokassaHash = (typeof ROBOKASSA_HASHES)[number];

export const isRobokassaHash = (name: string): name is RobokassaHash =>
  (ROBOKASSA_HASHES as readonly string[]).includes(name);

/** hex(HASH(parts joined by ':')), over the exact strings sent or received. */
export const robokassaDigest = (hash: RobokassaHash, parts: readonly string[]): string =>
  createHash(hash).update(parts.join(':'), 'utf8').digest('hex');

/**
 * Custom `Shp_` params as signed: `Shp_name=value`, sorted by name in plain code-unit order. The
 * implementations disagree on mixed-case or prefix names (payments.md §1.3); ours never send such.
 */
export const shpPairs = (shp: Readonly<Record<string, string>>): string[] =>
  Object.keys(shp)
    .sort()
    .map((name) => `${name}=${shp[name]}`);

/** The payment form's SignatureValue: `MerchantLogin:OutSum:InvId[:Receipt]:Password#1[:Shp_…]`. */
export function checkoutSignature(
  hash: RobokassaHash,
  form: {
    merchantLogin: string;
    outSum: string;
    invId: string;
    /** The once URL-encoded receipt (R1), exactly as put in the form. */
    receipt?: string;
    password1: string;
    shp?: Readonly<Record<string, string>>;
  },
): string {
  const receipt = form.receipt === undefined ? [] : [form.receipt];
  return robokassaDigest(hash, [
    form.merchantLogin,
    form.outSum,
    form.invId,
    ...receipt,
    form.password1,
    ...shpPairs(form.shp ?? {}),
  ]);
}

/**
 * What Robokassa signs on its way back: `OutSum:InvId:Password[:Shp_…]` over the raw received
 * strings, Password#2 on ResultURL and Password#1 on SuccessURL.
 */
export const returnSignature = (
  hash: RobokassaHash,
  back: { outSum: string; invId: string; password: string; shp: Readonly<Record<string, string>> },
): string => robokassaDigest(hash, [back.outSum, back.invId, back.password, ...shpPairs(back.shp)]);

/** OpStateExt's Signature: `MerchantLogin:InvoiceID:Password#2`. */
export const opStateSignature = (
  hash: RobokassaHash,
  query: { merchantLogin: string; invoiceId: string; password2: string },
): string => robokassaDigest(hash, [query.merchantLogin, query.invoiceId, query.password2]);

/** Robokassa sends the hex in upper case and accepts either; compared case-folded, in constant time. */
export const signatureMatches = (received: string, expected: string): boolean =>
  constantTimeEqual(received.toLowerCase(), expected.toLowerCase());
