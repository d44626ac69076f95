// API benchmark against a bare Fastify + node-postgres server answering the same requests.
//
//   node scripts/bench/api.mjs
//
// Creates a fresh database, migrates it with the built API, seeds it at production scale, starts the
// built API (apps/api/dist, built first if missing) and the bare server, checks that both answer
// every request with the same JSON, then drives them alternately with autocannon and prints
// requests/s, p50 and p99 of each and their ratio. Stops everything it started, even on failure.
//
// Knobs (environment):
//   BENCH_ROUNDS=3          rounds; each round times every request on both servers, in turn
//   BENCH_SECONDS=4         seconds of one timed run
//   BENCH_WARMUP_SECONDS=1  untimed load on each request and server before the first round
//   BENCH_CONNECTIONS=10    concurrent connections
//   BENCH_ONLY=a,b          only these rows (keys: health, webinars, webinars-learner, webinar,
//                           webinar-learner, kits, kit, my-webinars, my-kits, my-payments,
//                           school-exercises, my-schools, admin-webinars)
//   BENCH_API_DIST=path     a built API other than apps/api/dist
//   BENCH_LOG_LEVEL=info    the API's log level (its log goes to a file in the run's temp folder)
//   BENCH_API_NODE_ARGS=…   Node flags for the API, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
//                           (a profile is written when the API stops at the end of the run)
//   BENCH_BARE_NODE_ARGS=…  the same for the bare server (to compare the two profiles)
//   BENCH_STRICT=1          exit with 1 when a row misses its target
//   TEST_DATABASE_URL / REDIS_URL   servers to use (else found as for the tests)

import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../lib/postgres.mjs';
import { ephemeralPort } from '../lib/ports.mjs';
import {
  benchRedis,
  commonSettings,
  createBenchRun,
  ensureBuiltApi,
  freshDatabase,
  startBuiltApi,
} from './bench-run.mjs';
import { benchmarkRequests, checkSameAnswers } from './endpoints.mjs';
import { allMet, drive, formatTable, summarise, TARGET } from './load.mjs';
import { startNode, waitUntilReady } from './processes.mjs';
import { seedBenchmarkData } from './seed.mjs';

const settings = {
  ...commonSettings(),
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
  seconds: Number(process.env.BENCH_SECONDS ?? 4),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 1),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  only: process.env.BENCH_ONLY?.split(',')
    .map((key) => key.trim())
    .filter(Boolean),
};

const run = createBenchRun();
const { say } = run;

async function startServers(databaseUrl, redisUrl) {
  const api = await startBuiltApi(run, settings, { databaseUrl, redisUrl });
  const barePort = await ephemeralPort();
  const bareLog = path.join(run.workDir, 'bare.log');
  const bare = startNode(
    [...settings.bareNodeArgs, path.join(REPO_ROOT, 'scripts/bench/bare-server.mjs')],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        PORT: String(barePort),
      },
      logFile: bareLog,
    },
  );
  run.defer(() => bare.stop());
  const servers = { api: api.url, bare: `http://127.0.0.1:${barePort}` };
  await waitUntilReady(`${servers.bare}/api/health`, bare, { logFile: bareLog });
  return servers;
}

async function main() {
  await ensureBuiltApi(run, settings.apiDist);
  const databaseUrl = await freshDatabase(run, settings.apiDist);
  const redisUrl = await benchRedis(run);
  say('seeding');
  const started = Date.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const fixtures = await seedBenchmarkData(client).finally(() => client.end());
  say(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const servers = await startServers(databaseUrl, redisUrl);
  const all = benchmarkRequests(fixtures);
  const unknown = settings.only?.filter((key) => !all.some((request) => request.key === key));
  if (unknown?.length) {
    throw new Error(`BENCH_ONLY: no request ${unknown.join(', ')}; keys: ${all.map((r) => r.key)}`);
  }
  const requests = all.filter((request) => !settings.only || settings.only.includes(request.key));
  const sizes = await checkSameAnswers(requests, servers.api, servers.bare);
  const byteIdentical = requests.filter((request) => sizes.get(request.key).identical).length;
  say(`same JSON on all ${requests.length} requests (byte-identical: ${byteIdentical})`);

  const load = (server, request, seconds) =>
    drive(servers[server] + request.path, {
      connections: settings.connections,
      seconds,
      headers: request.headers,
    });
  if (settings.warmupSeconds > 0) {
    say('warming up');
    for (const request of requests) {
      for (const server of ['api', 'bare']) await load(server, request, settings.warmupSeconds);
    }
  }
  const runs = new Map(requests.map((request) => [request.key, { api: [], bare: [] }]));
  for (let round = 1; round <= settings.rounds; round += 1) {
    say(`round ${round} of ${settings.rounds}`);
    // Alternate who goes first, so neither server always runs on a machine the other just heated.
    const order = round % 2 === 1 ? ['api', 'bare'] : ['bare', 'api'];
    for (const request of requests) {
      for (const server of order) {
        runs.get(request.key)[server].push(await load(server, request, settings.seconds));
      }
    }
  }

  const rows = requests.map((request) => ({
    label: request.label,
    size: sizes.get(request.key).bytes,
    product: summarise(runs.get(request.key).api),
    bare: summarise(runs.get(request.key).bare),
  }));
  console.log('');
  console.log(
    `${settings.rounds} rounds × ${settings.seconds} s per server and request, ` +
      `${settings.connections} connections, ${os.cpus().length} CPUs; ` +
      `target: ≥ ${TARGET.throughputRatio}× the bare req/s and ≤ ${TARGET.p99Ratio}× its p99`,
  );
  console.log(formatTable(rows));
  console.log('');
  return allMet(rows) || !settings.strict;
}

await run.finish(main);
