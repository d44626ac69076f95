// Statistics benchmark: how long the admin's revenue and summary answers take on 100,000 payments.
//
//   node scripts/bench/statistics.mjs
//
// Creates a fresh database, migrates it with the built API (apps/api/dist, built first if missing),
// seeds it with the API benchmark's seed (seed.mjs: catalog, 20,000 users, their purchases) cut to
// exactly 100,000 payments, spread over three years and varied (three providers, roubles and
// manats, kits, renewals, some not paid or refunded), starts the built API as in production and times each
// request BENCH_CALLS times, one after another, through HTTP. Prints median and p99 per request
// against the target (p99 under 100 ms). Stops everything it started, even on failure.
//
// Knobs (environment):
//   BENCH_CALLS=50          calls per request (after 5 untimed ones)
//   BENCH_API_DIST, BENCH_LOG_LEVEL, BENCH_API_NODE_ARGS, BENCH_STRICT, TEST_DATABASE_URL,
//   REDIS_URL               as for scripts/bench/api.mjs

import os from 'node:os';
import pg from 'pg';
import {
  benchRedis,
  commonSettings,
  createBenchRun,
  ensureBuiltApi,
  freshDatabase,
  startBuiltApi,
} from './bench-run.mjs';
import { seedBenchmarkData } from './seed.mjs';

const PAYMENTS = 100_000;
const TARGET_MS = 100;
const WARMUP_CALLS = 5;

const settings = { ...commonSettings(), calls: Number(process.env.BENCH_CALLS ?? 50) };
const run = createBenchRun();
const { say } = run;

/** Keeps the first PAYMENTS payments of the API seed and varies them so every branch is read. */
async function seedPayments(client) {
  await client.query('BEGIN');
  await client.query(`DELETE FROM payments WHERE id >= (SELECT min(id) FROM payments) + $1::int`, [
    PAYMENTS,
  ]);
  await client.query(
    `UPDATE payments p SET
       provider = CASE WHEN p.id % 50 = 0 THEN NULL
                       ELSE (ARRAY['robokassa', 'epoint', 'tinkoff'])[p.id % 3 + 1] END,
       currency = CASE WHEN p.id % 3 = 1 THEN 'AZN' ELSE 'RUB' END,
       amount_minor = CASE WHEN p.id % 50 = 0 THEN 0 ELSE p.amount_minor END,
       is_renewal = p.id % 5 = 1,
       product_type = CASE WHEN p.id % 10 = 7 THEN 'kit'::payment_product_type ELSE p.product_type END,
       product_id = CASE WHEN p.id % 10 = 7 THEN (SELECT min(id) FROM kits) + p.id % 60 ELSE p.product_id END,
       status = CASE WHEN p.id % 20 = 3 THEN 'refunded'::payment_status
                     WHEN p.id % 20 = 4 THEN 'failed'::payment_status ELSE p.status END,
       -- Spread over the last three years, hour by hour (the API seed dates a whole year's sales
       -- on one day).
       paid_at = CASE WHEN p.id % 20 = 4 THEN NULL
                      ELSE now() - ((p.id::bigint * 7919) % (1095 * 24)) * interval '1 hour' END`,
  );
  await client.query('COMMIT');
  // A live shop's payments have been through autovacuum, which marks settled pages all-visible so
  // statistics read the index alone; right after a bulk rewrite nothing is marked yet.
  await client.query('VACUUM ANALYZE');
  const {
    rows: [counts],
  } = await client.query(
    `SELECT count(*)::int AS payments, count(*) FILTER (WHERE status = 'paid')::int AS paid,
       min(paid_at) AS first, max(paid_at) AS last FROM payments`,
  );
  return counts;
}

const day = (offsetDays) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

function requests() {
  const today = day(0);
  return [
    { label: 'summary, last 30 days (default)', path: '/api/v2/admin/statistics/summary' },
    {
      label: 'summary, 1 year',
      path: `/api/v2/admin/statistics/summary?from=${day(-364)}&to=${today}`,
    },
    {
      label: 'summary, 3 years (maximum)',
      path: `/api/v2/admin/statistics/summary?from=${day(-1094)}&to=${today}`,
    },
    { label: 'revenue by day, 30 days', path: `/api/v2/admin/statistics/revenue?group=day` },
    {
      label: 'revenue by week, 1 year',
      path: `/api/v2/admin/statistics/revenue?from=${day(-364)}&to=${today}&group=week`,
    },
    {
      label: 'revenue by month, 3 years',
      path: `/api/v2/admin/statistics/revenue?from=${day(-1094)}&to=${today}&group=month`,
    },
  ];
}

async function timeCalls(url, token) {
  const call = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${url}: ${response.status} ${body}`);
    return { ms: performance.now() - started, bytes: Buffer.byteLength(body) };
  };
  for (let index = 0; index < WARMUP_CALLS; index += 1) await call();
  const timings = [];
  let bytes = 0;
  for (let index = 0; index < settings.calls; index += 1) {
    const result = await call();
    timings.push(result.ms);
    bytes = result.bytes;
  }
  timings.sort((a, b) => a - b);
  const at = (share) =>
    timings[Math.min(timings.length - 1, Math.ceil(share * timings.length) - 1)];
  return { median: at(0.5), p99: at(0.99), bytes };
}

async function main() {
  await ensureBuiltApi(run, settings.apiDist);
  const databaseUrl = await freshDatabase(run, settings.apiDist);
  const redisUrl = await benchRedis(run);
  say('seeding');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { fixtures, counts } = await (async () => {
    const seeded = await seedBenchmarkData(client);
    return { fixtures: seeded, counts: await seedPayments(client) };
  })().finally(() => client.end());
  say(
    `${counts.payments} payments (${counts.paid} paid, ${counts.first.toISOString().slice(0, 10)}` +
      ` to ${counts.last.toISOString().slice(0, 10)})`,
  );
  const api = await startBuiltApi(run, settings, { databaseUrl, redisUrl });

  const rows = [];
  for (const request of requests()) {
    rows.push({ ...request, ...(await timeCalls(api.url + request.path, fixtures.admin.token)) });
  }
  console.log('');
  console.log(
    `${settings.calls} calls per request, one at a time, ${os.cpus().length} CPUs, ` +
      `${counts.payments} payments; target: p99 < ${TARGET_MS} ms`,
  );
  const header = `${'request'.padEnd(34)} ${'body'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  target`;
  console.log(header);
  console.log('-'.repeat(header.length));
  for (const row of rows) {
    console.log(
      `${row.label.padEnd(34)} ${`${(row.bytes / 1024).toFixed(1)} KB`.padStart(8)} ` +
        `${row.median.toFixed(1).padStart(8)} ${row.p99.toFixed(1).padStart(8)}  ` +
        (row.p99 < TARGET_MS ? 'met' : 'MISSED'),
    );
  }
  console.log('');
  return rows.every((row) => row.p99 < TARGET_MS) || !settings.strict;
}

await run.finish(main);
