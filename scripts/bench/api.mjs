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
//                           webinar-learner, kits, kit, my-webinars, my-kits, admin-webinars)
//   BENCH_API_DIST=path     a built API other than apps/api/dist
//   BENCH_LOG_LEVEL=info    the API's log level (its log goes to a file in the run's temp folder)
//   BENCH_API_NODE_ARGS=…   Node flags for the API, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
//                           (a profile is written when the API stops at the end of the run)
//   BENCH_STRICT=1          exit with 1 when a row misses its target
//   TEST_DATABASE_URL / REDIS_URL   servers to use (else found as for the tests)

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  dropDatabase,
  ensureDatabase,
  REPO_ROOT,
  resolvePostgres,
  withDatabase,
} from '../lib/postgres.mjs';
import { resolveRedis } from '../lib/redis.mjs';
import { deleteRedisKeys } from '../lib/redis-keys.mjs';
import { benchmarkRequests, checkSameAnswers } from './endpoints.mjs';
import { allMet, drive, formatTable, summarise, TARGET } from './load.mjs';
import { ephemeralPort } from '../lib/ports.mjs';
import { runNode, startNode, waitUntilReady } from './processes.mjs';
import { seedBenchmarkData } from './seed.mjs';

const settings = {
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
  seconds: Number(process.env.BENCH_SECONDS ?? 4),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 1),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  only: process.env.BENCH_ONLY?.split(',')
    .map((key) => key.trim())
    .filter(Boolean),
  apiDist: path.resolve(process.env.BENCH_API_DIST ?? path.join(REPO_ROOT, 'apps/api/dist')),
  logLevel: process.env.BENCH_LOG_LEVEL ?? 'info',
  apiNodeArgs: process.env.BENCH_API_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [],
  strict: ['1', 'true', 'yes'].includes(String(process.env.BENCH_STRICT ?? '').toLowerCase()),
};

const say = (message) => console.log(`[bench] ${message}`);
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'course-shop-bench-'));
let keepWorkDir = false;

/** Undo steps, run last-in first-out whatever happens. */
const cleanups = [];
async function cleanUp() {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error(`[bench] cleanup failed: ${error.message}`);
    }
  }
}
let interrupted = false;
for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(name, () => {
    interrupted = true;
    say(`${name}: stopping`);
    void cleanUp().then(() => process.exit(130));
  });
}

async function ensureBuiltApi() {
  if (fs.existsSync(path.join(settings.apiDist, 'main.js'))) return;
  if (process.env.BENCH_API_DIST) throw new Error(`${settings.apiDist}/main.js does not exist`);
  say('apps/api/dist is missing: building the API');
  await runNode(
    [path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
    {
      cwd: path.join(REPO_ROOT, 'apps/api'),
      env: process.env,
      logFile: path.join(workDir, 'build.log'),
    },
  );
}

async function prepareDatabase() {
  const postgres = await resolvePostgres({
    envUrl: process.env.TEST_DATABASE_URL,
    purpose: 'test',
    log: (message) => say(`PostgreSQL: ${message}`),
  });
  if (postgres.stop) cleanups.push(postgres.stop);
  const name = `course_shop_bench_${randomBytes(4).toString('hex')}`;
  await ensureDatabase(postgres.adminUrl, name);
  cleanups.push(() => dropDatabase(postgres.adminUrl, name));
  return withDatabase(postgres.adminUrl, name);
}

async function startServers(databaseUrl, redisUrl) {
  const [apiPort, barePort] = await Promise.all([ephemeralPort(), ephemeralPort()]);
  const redisPrefix = `bench-${randomBytes(4).toString('hex')}`;
  cleanups.push(() => deleteRedisKeys(redisUrl, redisPrefix));
  const apiLog = path.join(workDir, 'api.log');
  const api = startNode([...settings.apiNodeArgs, path.join(settings.apiDist, 'main.js')], {
    cwd: path.dirname(settings.apiDist),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      LOG_LEVEL: settings.logLevel,
      // One client sends every request: the per-IP limit would only measure 429 answers.
      THROTTLE_GLOBAL_PER_MINUTE: '1000000000',
      MAIL_OUTBOX_DIR: path.join(workDir, 'outbox'),
      UPLOAD_DIR: path.join(workDir, 'uploads'),
    },
    logFile: apiLog,
  });
  cleanups.push(() => api.stop());
  const bareLog = path.join(workDir, 'bare.log');
  const bare = startNode([path.join(REPO_ROOT, 'scripts/bench/bare-server.mjs')], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, PORT: String(barePort) },
    logFile: bareLog,
  });
  cleanups.push(() => bare.stop());
  const servers = {
    api: `http://127.0.0.1:${apiPort}`,
    bare: `http://127.0.0.1:${barePort}`,
  };
  await Promise.all([
    waitUntilReady(`${servers.api}/api/health`, api, { logFile: apiLog }),
    waitUntilReady(`${servers.bare}/api/health`, bare, { logFile: bareLog }),
  ]);
  return servers;
}

async function main() {
  say(`temp folder ${workDir}`);
  cleanups.push(() => keepWorkDir || fs.rmSync(workDir, { recursive: true, force: true }));
  await ensureBuiltApi();
  const databaseUrl = await prepareDatabase();
  const redis = await resolveRedis({ log: (message) => say(`Redis: ${message}`) });
  if (redis.stop) cleanups.push(redis.stop);

  say('migrating');
  await runNode([path.join(settings.apiDist, 'cli/migrate.js')], {
    cwd: path.dirname(settings.apiDist),
    env: { ...process.env, DATABASE_URL: databaseUrl },
    logFile: path.join(workDir, 'migrate.log'),
  });
  say('seeding');
  const started = Date.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const fixtures = await seedBenchmarkData(client).finally(() => client.end());
  say(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const servers = await startServers(databaseUrl, redis.url);
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

let succeeded = false;
try {
  succeeded = await main();
} catch (error) {
  // Once interrupted, the load runs fail because their servers are gone: nothing to report.
  if (!interrupted) {
    console.error(`[bench] ${error.stack ?? error.message}`);
    console.error(`[bench] logs (kept): ${workDir}`);
    keepWorkDir = true;
  }
} finally {
  await cleanUp();
}
process.exit(succeeded ? 0 : 1);
