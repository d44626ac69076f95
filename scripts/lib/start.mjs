// Launcher behind scripts/start.sh (run it after `pnpm build`): finds or starts PostgreSQL and
// Redis, migrates and seeds, runs the API (which also serves the SPA and, by default, the queue
// worker), prints where to go, and on Ctrl-C / SIGTERM stops everything it started, in order.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDatabase, isAlive, redactUrl, resolvePostgres, withDatabase } from './postgres.mjs';
import { RedisUnavailableError, resolveRedis } from './redis.mjs';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// START_API_DIR lets the launcher be tried against a stand-in API.
const API_DIR = process.env.START_API_DIR || path.join(REPO_ROOT, 'apps', 'api');
const DATABASE_NAME = process.env.START_DATABASE_NAME || 'course_shop';
const LOCAL_ADMIN_LOGIN = 'admin@example.com';
const LOCAL_ADMIN_PASSWORD = 'admin12345';

const say = (message) => console.log(`[start] ${message}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Things to undo on the way out, run last-in first-out. */
const cleanups = [];
let current; // the child process running right now (migrate, seed or the API)
let shuttingDown = false;

async function shutdown(exitCode, reason) {
  if (shuttingDown) return;
  shuttingDown = true;
  if (reason) say(reason);
  if (current && current.exitCode === null && current.signalCode === null) {
    await stopChild(current, 15_000);
  }
  while (cleanups.length > 0) {
    const cleanup = cleanups.pop();
    try {
      await cleanup();
    } catch (error) {
      console.error(`[start] cleanup failed: ${error.message}`);
    }
  }
  process.exit(exitCode);
}

async function stopChild(child, graceMs) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  signal(child, 'SIGTERM');
  const timedOut = await Promise.race([exited.then(() => false), sleep(graceMs).then(() => true)]);
  if (timedOut) {
    say(`process ${child.pid} did not stop within ${graceMs / 1000}s; killing it`);
    signal(child, 'SIGKILL');
    await exited;
  }
}

/** Signals the child's whole process group when it has one (detached), else the child. */
function signal(child, name) {
  try {
    if (child.detachedGroup) process.kill(-child.pid, name);
    else child.kill(name);
  } catch {
    // already gone
  }
}

for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(name, () => {
    if (shuttingDown) {
      // A second Ctrl-C: do not wait for a graceful stop of the API.
      if (current) signal(current, 'SIGKILL');
      return;
    }
    console.log('');
    void shutdown(0, `${name} received: stopping (Ctrl-C again to hurry)`);
  });
}

function runStep(label, args, env) {
  say(`${label}: node ${args.join(' ')}`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: API_DIR,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    current = child;
    child.on('error', reject);
    child.on('exit', (code, sig) => {
      current = undefined;
      if (code === 0) resolve();
      else reject(new Error(`${label} failed (${sig ?? `exit code ${code}`})`));
    });
  });
}

function portIsFree(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

function healthy(url) {
  return new Promise((resolve) => {
    const request = http.get(url, { timeout: 2000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

// What this run started, so that a run after a `kill -9` of this launcher can clean up.
const RUN_FILE = path.join(REPO_ROOT, '.data', 'start-run.json');

function commandLine(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

function recordRun(update) {
  let run = {};
  try {
    run = JSON.parse(fs.readFileSync(RUN_FILE, 'utf8'));
  } catch {
    // first write
  }
  fs.mkdirSync(path.dirname(RUN_FILE), { recursive: true });
  fs.writeFileSync(RUN_FILE, JSON.stringify({ ...run, launcher: process.pid, ...update }) + '\n');
}

/** Stops the API and redis-server of an earlier launcher that was killed (kill -9) before cleaning up. */
async function cleanUpKilledRun() {
  let run;
  try {
    run = JSON.parse(fs.readFileSync(RUN_FILE, 'utf8'));
  } catch {
    return;
  }
  if (run.launcher && run.launcher !== process.pid && isAlive(run.launcher)) {
    throw new Error(
      `Another scripts/start.sh is running (process ${run.launcher}). Stop it first, or delete ${RUN_FILE} if that is wrong.`,
    );
  }
  const leftovers = [
    ['API', run.api, 'dist/main.js', true],
    ['redis-server', run.redis, 'redis-server', false],
  ];
  for (const [label, pid, marker, group] of leftovers) {
    if (!pid || !isAlive(pid) || !commandLine(pid).includes(marker)) continue;
    say(`stopping the ${label} (pid ${pid}) left running by a killed earlier run`);
    try {
      process.kill(group ? -pid : pid, 'SIGTERM');
    } catch {
      continue;
    }
    for (let i = 0; i < 100 && isAlive(pid); i += 1) await sleep(100);
    if (isAlive(pid)) process.kill(group ? -pid : pid, 'SIGKILL');
  }
  fs.rmSync(RUN_FILE, { force: true });
}

async function main() {
  for (const file of ['dist/main.js', 'dist/cli/migrate.js', 'dist/cli/seed.js']) {
    if (!fs.existsSync(path.join(API_DIR, file))) {
      throw new Error(
        `apps/api/${file} is missing: build first (pnpm build), or use scripts/start.sh.`,
      );
    }
  }

  const port = Number(process.env.PORT || 3000);
  const host = process.env.HOST || '0.0.0.0';
  const localBase = `http://localhost:${port}`;
  const usingLocalAdmin = !process.env.ADMIN_LOGIN && !process.env.ADMIN_PASSWORD;
  // Without a single provider key the purchase runs offline through the API's sandbox pages.
  const providerKeys = ['ROBOKASSA_MERCHANT_LOGIN', 'EPOINT_PUBLIC_KEY', 'TINKOFF_TERMINAL_KEY'];
  const sandbox =
    process.env.PAYMENTS_SANDBOX ??
    (providerKeys.some((key) => process.env[key]) ? 'false' : 'true');
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: host,
    WEB_URL: process.env.WEB_URL || localBase,
    PUBLIC_API_URL: process.env.PUBLIC_API_URL || localBase,
    ADMIN_LOGIN: process.env.ADMIN_LOGIN || LOCAL_ADMIN_LOGIN,
    ADMIN_PASSWORD: process.env.ADMIN_PASSWORD || LOCAL_ADMIN_PASSWORD,
    PAYMENTS_SANDBOX: sandbox,
  };

  await cleanUpKilledRun();
  recordRun({});
  cleanups.push(async () => fs.rmSync(RUN_FILE, { force: true }));

  if (!(await portIsFree(port, host === '0.0.0.0' ? undefined : host))) {
    throw new Error(
      `Port ${port} is already in use. Stop what runs there, or start on another port: PORT=3001 scripts/start.sh`,
    );
  }

  // PostgreSQL
  if (process.env.DATABASE_URL) {
    say(`PostgreSQL: DATABASE_URL (${redactUrl(process.env.DATABASE_URL)})`);
  } else {
    const postgres = await resolvePostgres({
      purpose: 'start',
      log: (m) => say(`PostgreSQL: ${m}`),
    });
    if (postgres.stop)
      cleanups.push(async () => {
        say('stopping the embedded PostgreSQL');
        await postgres.stop();
      });
    if (await ensureDatabase(postgres.adminUrl, DATABASE_NAME))
      say(`created database ${DATABASE_NAME}`);
    env.DATABASE_URL = withDatabase(postgres.adminUrl, DATABASE_NAME);
    say(`PostgreSQL: ${redactUrl(env.DATABASE_URL)} (${postgres.kind})`);
  }

  // Redis
  const redis = await resolveRedis({
    envUrl: process.env.REDIS_URL,
    log: (m) => say(`Redis: ${m}`),
  });
  if (redis.stop)
    cleanups.push(async () => {
      say('stopping the redis-server we started');
      await redis.stop();
    });
  env.REDIS_URL = redis.url;
  if (redis.pid) recordRun({ redis: redis.pid });

  await runStep('migrate', ['dist/cli/migrate.js'], env);
  await runStep('seed', ['dist/cli/seed.js'], env);

  say(`starting the API on ${host}:${port}`);
  // Own process group: Ctrl-C reaches only this launcher, which then stops the API once, gracefully.
  const api = spawn(process.execPath, ['dist/main.js'], {
    cwd: API_DIR,
    env,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  api.detachedGroup = true;
  recordRun({ api: api.pid });
  current = api;
  api.on('exit', (code, sig) => {
    current = undefined;
    if (!shuttingDown) void shutdown(code || 1, `the API exited (${sig ?? `exit code ${code}`})`);
  });

  const probeHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const healthUrl = `http://${probeHost}:${port}/api/health`;
  const deadline = Date.now() + Number(process.env.START_READY_TIMEOUT_SECONDS || 120) * 1000;
  while (!(await healthy(healthUrl))) {
    if (shuttingDown) return;
    if (Date.now() > deadline) {
      await shutdown(1, `the API did not answer ${healthUrl} in time`);
      return;
    }
    await sleep(250);
  }

  const line = '-'.repeat(64);
  console.log(
    [
      '',
      line,
      '  Course shop is running',
      `  Site:        ${env.WEB_URL}`,
      `  API:         ${env.PUBLIC_API_URL}/api`,
      `  Swagger UI:  ${env.PUBLIC_API_URL}/api/docs`,
      `  Health:      ${env.PUBLIC_API_URL}/api/health`,
      usingLocalAdmin
        ? `  Admin login: ${env.ADMIN_LOGIN} / ${env.ADMIN_PASSWORD}   (local defaults; set ADMIN_LOGIN / ADMIN_PASSWORD to change)`
        : `  Admin login: ${env.ADMIN_LOGIN} (password from ADMIN_PASSWORD)`,
      sandbox === 'true'
        ? '  Payments:    sandbox (no provider keys set): test pages, no real money'
        : '  Payments:    real providers (keys from the environment)',
      '  Stop with Ctrl-C.',
      line,
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  const message =
    error instanceof RedisUnavailableError ? error.message : `${error.message ?? error}`;
  console.error(`\n[start] ${message}\n`);
  void shutdown(1);
});
