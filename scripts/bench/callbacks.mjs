// Payment callbacks benchmark: Robokassa ResultURL callbacks end to end against bare BullMQ.
//
//   node scripts/bench/callbacks.mjs
//
// Creates a fresh database, migrates it with the built API (apps/api/dist, built first if missing),
// seeds learners, one priced course and one pending Robokassa payment each, and starts the built API
// and queue worker as in production (two processes, as docker-compose runs them; LOG_LEVEL=info,
// real Robokassa keys: no sandbox).
// Then, on the same Redis and PostgreSQL, in each of BENCH_CALLBACKS_ROUNDS rounds:
//   - bare BullMQ: a fresh queue and worker of our concurrency, each job one UPDATE: jobs/s;
//   - ours: one correctly signed callback per payment, BENCH_CALLBACKS_CONCURRENCY at a time, each
//     answer timed (it must be OK{InvId}), from the first send until every payment is paid with its
//     access grant (polled in PostgreSQL): callbacks/s end to end, answer p50 and p99.
// Both start after an untimed warm-up (ours once, as a running shop; the bare worker each round, as
// it is new each round). Prints each round, the medians and the targets, judged on the medians: a
// shared machine's speed moves between seconds, so one round can be slow on both sides or stall
// once for tens of milliseconds (at 50 in flight one stall is a percent of the answers). Stops
// everything it started, drops its database and deletes its Redis keys, whatever happens.
//
// Knobs (environment):
//   BENCH_CALLBACKS=2000             callbacks (and raw jobs) timed in a round
//   BENCH_CALLBACKS_ROUNDS=3         rounds (the medians are judged)
//   BENCH_CALLBACKS_CONCURRENCY=50   callbacks in flight (and raw jobs being added)
//   BENCH_CALLBACKS_WARMUP=2000      untimed callbacks first (and raw jobs, each round); fewer
//                                    leave the first round's code not yet optimised (200: that
//                                    round at 0.52–0.59× and p99 93–122 ms, the next at 0.68–1.11×)
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
import { median, summarise } from './load.mjs';
import { rawBullmq } from './raw-bullmq.mjs';

const settings = {
  ...commonSettings(),
  callbacks: Number(process.env.BENCH_CALLBACKS ?? 2000),
  rounds: Number(process.env.BENCH_CALLBACKS_ROUNDS ?? 3),
  concurrency: Number(process.env.BENCH_CALLBACKS_CONCURRENCY ?? 50),
  warmup: Number(process.env.BENCH_CALLBACKS_WARMUP ?? 2000),
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

/** One round's figures: both rates, their ratio, and the answers' rate and latencies. */
function roundFigures(ours, rawPerSecond) {
  const answers = summarise([{ requests: 0, seconds: 1, latencies: ours.latencies }]);
  const perSecond = (settings.callbacks * 1000) / ours.settledMs;
  return {
    perSecond,
    rawPerSecond,
    ratio: perSecond / rawPerSecond,
    answeredPerSecond: (settings.callbacks * 1000) / ours.answeredMs,
    p50: answers.p50,
    p99: answers.p99,
  };
}

const COLUMNS = [
  ['callbacks/s', (figures) => figures.perSecond.toFixed(0)],
  ['bare jobs/s', (figures) => figures.rawPerSecond.toFixed(0)],
  ['ratio', (figures) => `${figures.ratio.toFixed(2)}×`],
  ['answers/s', (figures) => figures.answeredPerSecond.toFixed(0)],
  ['answer p50', (figures) => `${figures.p50.toFixed(1)} ms`],
  ['answer p99', (figures) => `${figures.p99.toFixed(1)} ms`],
];

/** Prints a row per round and the medians, judges the medians; answers whether both are met. */
function report(rounds, loadAverage) {
  const medians = Object.fromEntries(
    Object.keys(rounds[0]).map((key) => [key, median(rounds.map((round) => round[key]))]),
  );
  const rows = [
    ...rounds.map((figures, index) => [`round ${index + 1}`, figures]),
    ['median', medians],
  ];
  const widths = COLUMNS.map(([title, cell]) =>
    Math.max(title.length, ...rows.map(([, figures]) => cell(figures).length)),
  );
  const line = (label, cells) =>
    `${label.padEnd(8)}${cells.map((cell, index) => cell.padStart(widths[index] + 2)).join('')}`;
  console.log('');
  console.log(
    `${settings.callbacks} Robokassa callbacks a round, ${settings.rounds} rounds, ` +
      `${settings.concurrency} in flight, ${settings.warmup} untimed first; callbacks/s from the ` +
      `first send until all are paid and granted, bare BullMQ one UPDATE a job; worker ` +
      `concurrency ${workerConcurrency}; ${os.cpus().length} CPUs, load average ` +
      `${loadAverage.toFixed(1)} at the start`,
  );
  console.log(
    line(
      '',
      COLUMNS.map(([title]) => title),
    ),
  );
  for (const [label, figures] of rows)
    console.log(
      line(
        label,
        COLUMNS.map(([, cell]) => cell(figures)),
      ),
    );
  const judged = [
    [
      'median ratio',
      `${medians.ratio.toFixed(2)}×`,
      `≥ ${TARGET.ratio}×`,
      medians.ratio >= TARGET.ratio,
    ],
    [
      'median answer p99',
      `${medians.p99.toFixed(1)} ms`,
      `≤ ${TARGET.answerP99Ms} ms`,
      medians.p99 <= TARGET.answerP99Ms,
    ],
  ];
  console.log('');
  for (const [label, value, target, met] of judged) {
    console.log(
      `${label.padEnd(18)} ${value.padStart(8)}  ${target.padEnd(9)} ${met ? 'met' : 'MISSED'}`,
    );
  }
  console.log('');
  return judged.every(([, , , met]) => met);
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
    settings.warmup + settings.rounds * settings.callbacks,
  );
  // As docker-compose runs it: the API answers, a worker process of its own settles.
  const env = { PAYMENTS_SANDBOX: 'false', ...keys };
  const api = await startBuiltApi(run, settings, {
    databaseUrl,
    redisUrl,
    env: { ...env, QUEUE_WORKER_IN_API: 'false' },
  });
  await startBuiltWorker(run, settings, { databaseUrl, redisUrl, prefix: api.redisPrefix, env });

  const queues = pathToFileURL(path.join(settings.apiDist, 'infrastructure/queue/queues.js'));
  // The payments worker's concurrency and job options, given to the bare worker and its jobs too.
  const { defaultJobOptions, PAYMENTS_CONCURRENCY } = await import(queues.href);
  workerConcurrency = PAYMENTS_CONCURRENCY;
  const bare = await rawBullmq({
    databaseUrl,
    redisUrl,
    prefix: `${redisPrefix(run, redisUrl)}:bull`,
    jobs: settings.callbacks,
    warmupJobs: settings.warmup,
    rounds: settings.rounds,
    workerConcurrency,
    addConcurrency: settings.concurrency,
    jobOptions: defaultJobOptions,
  });
  run.defer(() => bare.close());

  const sender = callbackSender(api.url, {
    password2: keys.ROBOKASSA_PASSWORD2,
    concurrency: settings.concurrency,
  });
  run.defer(() => sender.close());
  if (settings.warmup > 0) {
    say('callbacks: warming up');
    await settleAll(sender, client, paymentIds.slice(0, settings.warmup), amountMinor);
  }
  const rounds = [];
  for (let round = 0; round < settings.rounds; round += 1) {
    say(`round ${round + 1}: bare BullMQ`);
    const rawPerSecond = await bare.timeRound(round);
    say(`round ${round + 1}: callbacks`);
    const first = settings.warmup + round * settings.callbacks;
    const ids = paymentIds.slice(first, first + settings.callbacks);
    rounds.push(roundFigures(await settleAll(sender, client, ids, amountMinor), rawPerSecond));
  }
  return report(rounds, loadAverage) || !settings.strict;
}

await run.finish(main);
