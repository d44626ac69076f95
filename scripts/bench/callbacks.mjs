// Payment callbacks benchmark: Robokassa ResultURL callbacks end to end against bare BullMQ.
//
//   node scripts/bench/callbacks.mjs
//
// Creates a fresh database, migrates it with the built API (apps/api/dist, built first if missing),
// seeds learners, one priced course and one pending Robokassa payment each, and starts the built API
// and queue worker as in production (two processes, as docker-compose runs them; LOG_LEVEL=info,
// real Robokassa keys: no sandbox).
// Then, on the same Redis and PostgreSQL:
//   - bare BullMQ: a queue and a worker of our concurrency, each job one UPDATE: jobs/s;
//   - ours: one correctly signed callback per payment, BENCH_CALLBACKS_CONCURRENCY at a time, each
//     answer timed (it must be OK{InvId}), from the first send until every payment is paid with its
//     access grant (polled in PostgreSQL): callbacks/s end to end, answer p50 and p99.
// Both start after an untimed warm-up. Prints both rates, their ratio and the targets. Stops
// everything it started, drops its database and deletes its Redis keys, whatever happens.
//
// Knobs (environment):
//   BENCH_CALLBACKS=2000             callbacks (and raw jobs) timed
//   BENCH_CALLBACKS_CONCURRENCY=50   callbacks in flight (and raw jobs being added)
//   BENCH_CALLBACKS_WARMUP=200       untimed callbacks (and raw jobs) first
//   BENCH_API_DIST, BENCH_LOG_LEVEL, BENCH_API_NODE_ARGS, BENCH_STRICT, TEST_DATABASE_URL,
//   REDIS_URL: as for scripts/bench/api.mjs

import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import {
  benchRedis,
  commonSettings,
  createBenchRun,
  ensureBuiltApi,
  freshDatabase,
  redisPrefix,
  startBuiltApi,
  startBuiltWorker,
} from './bench-run.mjs';
import { callbackSender, checkExactlyOnce, waitUntilPaid } from './callbacks-load.mjs';
import { seedPendingPayments } from './callbacks-seed.mjs';
import { summarise } from './load.mjs';
import { rawBullmqRate } from './raw-bullmq.mjs';

const settings = {
  ...commonSettings(),
  callbacks: Number(process.env.BENCH_CALLBACKS ?? 2000),
  concurrency: Number(process.env.BENCH_CALLBACKS_CONCURRENCY ?? 50),
  warmup: Number(process.env.BENCH_CALLBACKS_WARMUP ?? 200),
};

/** The targets: at least half of bare BullMQ's rate, answers within 100 ms at p99. */
const TARGET = { ratio: 0.5, answerP99Ms: 100 };

const run = createBenchRun();
/** The payments worker's concurrency, read from the built API. */
let workerConcurrency;
const { say } = run;
const keys = {
  ROBOKASSA_MERCHANT_LOGIN: 'bench-shop',
  ROBOKASSA_PASSWORD1: randomBytes(12).toString('hex'),
  ROBOKASSA_PASSWORD2: randomBytes(12).toString('hex'),
};

/** Sends callbacks for `ids` and waits until all are settled; answers latencies and duration. */
async function settleAll(sender, client, ids, amountMinor) {
  const started = performance.now();
  const latencies = await sender.send(ids, amountMinor);
  const answeredMs = performance.now() - started;
  const range = [ids[0], ids.at(-1)];
  const settledMs = (await waitUntilPaid(client, range)) - started;
  await checkExactlyOnce(client, range);
  return { latencies: Array.from(latencies), answeredMs, settledMs };
}

function report({ ours, rawPerSecond, loadAverage }) {
  const answers = summarise([{ requests: 0, seconds: 1, latencies: ours.latencies }]);
  const perSecond = (settings.callbacks * 1000) / ours.settledMs;
  const ratio = perSecond / rawPerSecond;
  const verdict = (met) => (met ? 'met' : 'MISSED');
  const rows = [
    ['callbacks/s, first send → all paid and granted', perSecond.toFixed(0), '', ''],
    ['bare BullMQ jobs/s, one UPDATE each', rawPerSecond.toFixed(0), '', ''],
    ['ratio', `${ratio.toFixed(2)}×`, `≥ ${TARGET.ratio}×`, verdict(ratio >= TARGET.ratio)],
    ['callbacks answered/s', ((settings.callbacks * 1000) / ours.answeredMs).toFixed(0), '', ''],
    ['answer p50', `${answers.p50.toFixed(1)} ms`, '', ''],
    [
      'answer p99',
      `${answers.p99.toFixed(1)} ms`,
      `≤ ${TARGET.answerP99Ms} ms`,
      verdict(answers.p99 <= TARGET.answerP99Ms),
    ],
  ];
  console.log('');
  console.log(
    `${settings.callbacks} Robokassa callbacks, ${settings.concurrency} in flight, ` +
      `${settings.warmup} untimed first; worker concurrency ${workerConcurrency}; ` +
      `${os.cpus().length} CPUs, load average ${loadAverage.toFixed(1)} at the start`,
  );
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) {
    console.log(
      `${row[0].padEnd(widths[0])}  ${row[1].padStart(widths[1])}  ` +
        `${row[2].padEnd(widths[2])}  ${row[3]}`.trimEnd(),
    );
  }
  console.log('');
  return ratio >= TARGET.ratio && answers.p99 <= TARGET.answerP99Ms;
}

async function main() {
  const loadAverage = os.loadavg()[0];
  await ensureBuiltApi(run, settings.apiDist);
  const databaseUrl = await freshDatabase(run, settings.apiDist);
  const redisUrl = await benchRedis(run);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  run.defer(() => client.end());

  say('seeding');
  const { paymentIds, amountMinor } = await seedPendingPayments(
    client,
    settings.warmup + settings.callbacks,
  );
  // As docker-compose runs it: the API answers, a worker process of its own settles.
  const env = { PAYMENTS_SANDBOX: 'false', ...keys };
  const api = await startBuiltApi(run, settings, {
    databaseUrl,
    redisUrl,
    env: { ...env, QUEUE_WORKER_IN_API: 'false' },
  });
  await startBuiltWorker(run, settings, { databaseUrl, redisUrl, prefix: api.redisPrefix, env });

  say('bare BullMQ');
  const queues = pathToFileURL(path.join(settings.apiDist, 'infrastructure/queue/queues.js'));
  // The payments worker's concurrency and job options, given to the bare worker and its jobs too.
  const { defaultJobOptions, PAYMENTS_CONCURRENCY } = await import(queues.href);
  workerConcurrency = PAYMENTS_CONCURRENCY;
  const rawPerSecond = await rawBullmqRate({
    databaseUrl,
    redisUrl,
    prefix: `${redisPrefix(run, redisUrl)}:bull`,
    jobs: settings.callbacks,
    warmupJobs: settings.warmup,
    workerConcurrency,
    addConcurrency: settings.concurrency,
    jobOptions: defaultJobOptions,
  });

  const sender = callbackSender(api.url, {
    password2: keys.ROBOKASSA_PASSWORD2,
    concurrency: settings.concurrency,
  });
  run.defer(() => sender.close());
  if (settings.warmup > 0) {
    say('callbacks: warming up');
    await settleAll(sender, client, paymentIds.slice(0, settings.warmup), amountMinor);
  }
  say('callbacks: timed');
  const ours = await settleAll(sender, client, paymentIds.slice(settings.warmup), amountMinor);
  return report({ ours, rawPerSecond, loadAverage }) || !settings.strict;
}

await run.finish(main);
