// Sends Robokassa ResultURL callbacks the way Robokassa does (a form POST, OutSum with six decimals,
// the MD5 signature in upper case) at a fixed concurrency, and watches PostgreSQL until every
// payment is paid with its access grant.

import { createHash } from 'node:crypto';
import { Pool } from 'undici';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The ResultURL form of one paid invoice, signed with password #2. */
export function robokassaResultForm(invId, amountMinor, password2) {
  const outSum = `${Math.floor(amountMinor / 100)}.${String(amountMinor % 100).padStart(2, '0')}0000`;
  const signature = createHash('md5')
    .update(`${outSum}:${invId}:${password2}`, 'utf8')
    .digest('hex')
    .toUpperCase();
  return new URLSearchParams({
    OutSum: outSum,
    InvId: String(invId),
    SignatureValue: signature,
    EMail: `buyer${invId}@callbacks.bench`,
    PaymentMethod: 'BankCard',
    Fee: '0.00',
  }).toString();
}

/**
 * A sender of callbacks over `concurrency` kept-alive connections, kept from the warm-up to the timed
 * run: opening 50 connections at once made the first answers of a run its slowest (211–594 ms, the
 * run's 20 slowest), which measured the load generator, not the callbacks. undici's pool, not
 * node:http: the load generator shares the two cores with what it measures (the yardstick has no
 * HTTP at all), and it takes about a quarter less of them (28 → 21 % of a core at ~1,000/s).
 */
export function callbackSender(apiUrl, { password2, concurrency }) {
  const path = '/api/v1/payment/robokassa/result';
  const pool = new Pool(apiUrl, { connections: concurrency, pipelining: 1 });
  return {
    /**
     * Sends one callback per payment, `concurrency` at a time; fails on any answer other than 200
     * `OK{InvId}`. Answers each answer's latency in milliseconds.
     */
    async send(paymentIds, amountMinor) {
      const forms = paymentIds.map((id) => robokassaResultForm(id, amountMinor, password2));
      const latencies = new Float64Array(paymentIds.length);
      let next = 0;
      const sender = async () => {
        while (next < paymentIds.length) {
          const index = next++;
          const started = performance.now();
          const { statusCode, body } = await pool.request({
            path,
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: forms[index],
          });
          const text = await body.text();
          latencies[index] = performance.now() - started;
          if (statusCode !== 200 || text !== `OK${paymentIds[index]}`) {
            throw new Error(`callback ${paymentIds[index]}: ${statusCode} ${text}`);
          }
        }
      };
      await Promise.all(Array.from({ length: concurrency }, sender));
      return latencies;
    },
    close: () => pool.close(),
  };
}

/**
 * Polls until every payment with an id in [first, last] is paid and granted; fails when nothing
 * moves for `stallMs`. Answers the moment (performance.now()) the last one was seen settled. A poll
 * costs PostgreSQL a few milliseconds on the CPU the product is using, so it polls every `slowMs`
 * while more than a twentieth remain and every `fastMs` near the end, where the moment is taken.
 */
export async function waitUntilPaid(
  client,
  [first, last],
  { slowMs = 100, fastMs = 10, stallMs = 30_000 } = {},
) {
  const total = last - first + 1;
  let settled = -1;
  let movedAt = performance.now();
  for (;;) {
    const {
      rows: [row],
    } = await client.query(
      `SELECT count(*)::int AS n FROM payments
       WHERE id BETWEEN $1 AND $2 AND status = 'paid' AND granted_at IS NOT NULL`,
      [first, last],
    );
    const now = performance.now();
    if (row.n === total) return now;
    if (row.n !== settled) [settled, movedAt] = [row.n, now];
    if (now - movedAt > stallMs) {
      throw new Error(
        `only ${settled} of ${total} payments settled; stuck for ${stallMs / 1000} s`,
      );
    }
    await sleep(total - row.n > total / 20 ? slowMs : fastMs);
  }
}

/** Checks the outcome: one paid record, one processed callback and one grant per payment. */
export async function checkExactlyOnce(client, [first, last]) {
  const {
    rows: [row],
  } = await client.query(
    `SELECT
       (SELECT count(*) FROM payments WHERE id BETWEEN $1 AND $2 AND status = 'paid')::int AS paid,
       (SELECT count(*) FROM payment_callbacks
         WHERE payment_id BETWEEN $1 AND $2 AND processed_at IS NOT NULL)::int AS callbacks,
       (SELECT count(*) FROM access_grants WHERE payment_id BETWEEN $1 AND $2)::int AS grants,
       (SELECT count(*) FROM payment_grants WHERE payment_id BETWEEN $1 AND $2)::int AS links`,
    [first, last],
  );
  const total = last - first + 1;
  const wrong = Object.entries(row).filter(([, count]) => count !== total);
  if (wrong.length > 0) {
    throw new Error(`expected ${total} of each, got ${JSON.stringify(row)}`);
  }
}
