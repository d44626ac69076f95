// What every benchmark run shares: a temp folder for its logs, undo steps that run whatever happens
// (an error, Ctrl-C), the built API, a fresh migrated database, Redis, and the API started as in
// production on them.

import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  dropDatabase,
  ensureDatabase,
  REPO_ROOT,
  resolvePostgres,
  withDatabase,
} from '../lib/postgres.mjs';
import { ephemeralPort } from '../lib/ports.mjs';
import { resolveRedis } from '../lib/redis.mjs';
import { deleteRedisKeys } from '../lib/redis-keys.mjs';
import { runNode, startNode, waitUntilReady } from './processes.mjs';

const isTruthy = (value) => ['1', 'true', 'yes'].includes(String(value ?? '').toLowerCase());
const nodeArgs = (value) => value?.split(/\s+/).filter(Boolean) ?? [];

/** The knobs every benchmark reads: which build, how it logs, Node flags, strict exit. */
export const commonSettings = () => ({
  apiDist: path.resolve(process.env.BENCH_API_DIST ?? path.join(REPO_ROOT, 'apps/api/dist')),
  logLevel: process.env.BENCH_LOG_LEVEL ?? 'info',
  apiNodeArgs: nodeArgs(process.env.BENCH_API_NODE_ARGS),
  /** Only the API benchmark starts a bare server. */
  bareNodeArgs: nodeArgs(process.env.BENCH_BARE_NODE_ARGS),
  strict: isTruthy(process.env.BENCH_STRICT),
});

/**
 * One run: `say` prints, `defer` adds an undo step (run last-in first-out), and `finish(main)` runs
 * main, undoes everything, keeps the temp folder only on failure, and exits (1 on failure or when
 * main answers false).
 */
export function createBenchRun() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'course-shop-bench-'));
  const say = (message) => console.log(`[bench] ${message}`);
  const undo = [];
  let keepWorkDir = false;
  let interrupted = false;
  const cleanUp = async () => {
    while (undo.length > 0) {
      try {
        await undo.pop()();
      } catch (error) {
        console.error(`[bench] cleanup failed: ${error.message}`);
      }
    }
  };
  for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(name, () => {
      interrupted = true;
      say(`${name}: stopping`);
      void cleanUp().then(() => process.exit(130));
    });
  }
  undo.push(() => keepWorkDir || fs.rmSync(workDir, { recursive: true, force: true }));
  say(`temp folder ${workDir}`);
  return {
    workDir,
    say,
    defer: (step) => undo.push(step),
    async finish(main) {
      let succeeded = false;
      try {
        succeeded = await main();
      } catch (error) {
        // Once interrupted, the load fails because its servers are gone: nothing to report.
        if (!interrupted) {
          console.error(`[bench] ${error.stack ?? error.message}`);
          console.error(`[bench] logs (kept): ${workDir}`);
          keepWorkDir = true;
        }
      } finally {
        await cleanUp();
      }
      process.exit(succeeded ? 0 : 1);
    },
  };
}

/**
 * The web build to measure: WEB_DIST_DIR when set (it must be built), else apps/web/dist, built with
 * `pnpm build` when it or the server module beside it (dist-ssr/page-heads.js) is missing. Answers
 * the folder browsers are served.
 */
export function ensureBuiltWeb(run) {
  const dist = path.resolve(process.env.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps/web/dist'));
  const parts = [path.join(dist, 'index.html'), path.join(dist, '..', 'dist-ssr', 'page-heads.js')];
  const missing = parts.filter((part) => !fs.existsSync(part));
  if (missing.length === 0) return dist;
  if (process.env.WEB_DIST_DIR) throw new Error(`missing: ${missing.join(', ')}`);
  run.say('the web build is missing: pnpm build');
  const result = spawnSync('pnpm', ['build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('pnpm build failed');
  return dist;
}

/** Builds the API into apps/api/dist when it is missing there. */
export async function ensureBuiltApi(run, apiDist) {
  if (fs.existsSync(path.join(apiDist, 'main.js'))) return;
  if (process.env.BENCH_API_DIST) throw new Error(`${apiDist}/main.js does not exist`);
  run.say('apps/api/dist is missing: building the API');
  await runNode(
    [path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
    {
      cwd: path.join(REPO_ROOT, 'apps/api'),
      env: process.env,
      logFile: path.join(run.workDir, 'build.log'),
    },
  );
}

/** A new database on the test server (dropped at the end), migrated by the built API. */
export async function freshDatabase(run, apiDist) {
  const postgres = await resolvePostgres({
    envUrl: process.env.TEST_DATABASE_URL,
    purpose: 'test',
    log: (message) => run.say(`PostgreSQL: ${message}`),
  });
  if (postgres.stop) run.defer(postgres.stop);
  const name = `course_shop_bench_${randomBytes(4).toString('hex')}`;
  await ensureDatabase(postgres.adminUrl, name);
  run.defer(() => dropDatabase(postgres.adminUrl, name));
  const databaseUrl = withDatabase(postgres.adminUrl, name);
  run.say('migrating');
  await runNode([path.join(apiDist, 'cli/migrate.js')], {
    cwd: path.dirname(apiDist),
    env: { ...process.env, DATABASE_URL: databaseUrl },
    logFile: path.join(run.workDir, 'migrate.log'),
  });
  return databaseUrl;
}

/** Redis as for the tests (stopped at the end when we started it). */
export async function benchRedis(run) {
  const redis = await resolveRedis({ log: (message) => run.say(`Redis: ${message}`) });
  if (redis.stop) run.defer(redis.stop);
  return redis.url;
}

/** A key prefix of this run's own on Redis; every key under it is deleted at the end. */
export function redisPrefix(run, redisUrl) {
  const prefix = `bench-${randomBytes(4).toString('hex')}`;
  run.defer(() => deleteRedisKeys(redisUrl, prefix));
  return prefix;
}

/** The settings the built API and worker run with in production, on this run's servers. */
function productionEnv(run, settings, { databaseUrl, redisUrl, prefix, env }) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    LOG_LEVEL: settings.logLevel,
    MAIL_OUTBOX_DIR: path.join(run.workDir, 'outbox'),
    UPLOAD_DIR: path.join(run.workDir, 'uploads'),
    ...env,
  };
}

/**
 * Starts the built API as in production (`env` adds to or overrides its settings) and waits until it
 * answers; answers its base URL and its Redis key prefix.
 */
export async function startBuiltApi(run, settings, { databaseUrl, redisUrl, env = {} }) {
  const port = await ephemeralPort();
  const prefix = redisPrefix(run, redisUrl);
  const logFile = path.join(run.workDir, 'api.log');
  const api = startNode([...settings.apiNodeArgs, path.join(settings.apiDist, 'main.js')], {
    cwd: path.dirname(settings.apiDist),
    env: productionEnv(run, settings, {
      databaseUrl,
      redisUrl,
      prefix,
      env: {
        HOST: '127.0.0.1',
        PORT: String(port),
        // One client sends every request: the per-IP limit would only measure 429 answers.
        THROTTLE_GLOBAL_PER_MINUTE: '1000000000',
        ...env,
      },
    }),
    logFile,
  });
  run.defer(() => api.stop());
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${url}/api/health`, api, { logFile });
  return { url, redisPrefix: prefix };
}

/**
 * Starts the built queue worker (`node dist/worker.js`) as its own process, as docker-compose does,
 * on the API's Redis prefix, and waits until it says it has started.
 */
export async function startBuiltWorker(run, settings, { databaseUrl, redisUrl, prefix, env = {} }) {
  const logFile = path.join(run.workDir, 'worker.log');
  const worker = startNode([...settings.apiNodeArgs, path.join(settings.apiDist, 'worker.js')], {
    cwd: path.dirname(settings.apiDist),
    env: productionEnv(run, settings, { databaseUrl, redisUrl, prefix, env }),
    logFile,
  });
  run.defer(() => worker.stop());
  await waitForLogLine(logFile, 'Queue worker started', worker);
}

/** Polls `logFile` until it holds `text`; fails when the process exits first or time runs out. */
async function waitForLogLine(logFile, text, handle, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!handle.running()) throw new Error(`the process exited; see ${logFile}`);
    if (fs.existsSync(logFile) && fs.readFileSync(logFile, 'utf8').includes(text)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no "${text}" within ${timeoutMs / 1000}s; see ${logFile}`);
}
