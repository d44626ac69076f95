// Starts the built product (API serving the SPA) on a free port with a fresh database, its own
// Redis key prefix and its own mail outbox, exactly as scripts/start.sh runs it without provider
// keys: every payment goes through the API's sandbox pages.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  dropDatabase,
  ensureDatabase,
  REPO_ROOT,
  resolvePostgres,
  withDatabase,
} from '../../lib/postgres.mjs';
import { deleteRedisKeys } from '../../lib/redis-keys.mjs';
import { resolveRedis } from '../../lib/redis.mjs';

const apiDir = path.join(REPO_ROOT, 'apps/api');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// Generous: on a loaded 2-core CI machine the API can take a while to boot.
async function waitForHealth(url, child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the API did not become healthy within ${timeoutMs} ms`);
}

/** Real provider keys would turn the sandbox off for that provider: a journey never uses them. */
const withoutProviderKeys = (env) =>
  Object.fromEntries(
    Object.entries(env).filter(([name]) => !/^(ROBOKASSA|EPOINT|TINKOFF)_/.test(name)),
  );

/**
 * `webDistDir`: the SPA build to serve (default apps/web/dist), for a journey that needs the SPA
 * built with other build-time settings.
 */
export async function startProductServer({
  admin = { login: 'admin@example.com', password: 'admin12345' },
  webDistDir,
} = {}) {
  const log = () => {};
  const postgres = await resolvePostgres({
    envUrl: process.env.TEST_DATABASE_URL,
    purpose: 'test',
    log,
  });
  const redis = await resolveRedis({ log });
  const database = `course_shop_journey_${randomBytes(4).toString('hex')}`;
  await ensureDatabase(postgres.adminUrl, database);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const redisPrefix = `journey-${randomBytes(4).toString('hex')}`;
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'journey-outbox-'));
  const env = {
    ...withoutProviderKeys(process.env),
    NODE_ENV: 'production',
    PAYMENTS_SANDBOX: 'true',
    ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}),
    DATABASE_URL: withDatabase(postgres.adminUrl, database),
    REDIS_URL: redis.url,
    REDIS_PREFIX: redisPrefix,
    PORT: String(port),
    HOST: '127.0.0.1',
    WEB_URL: url,
    PUBLIC_API_URL: url,
    MAIL_OUTBOX_DIR: outboxDir,
    ADMIN_LOGIN: admin.login,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'warn',
  };
  for (const script of ['dist/cli/migrate.js', 'dist/cli/seed.js']) {
    const result = spawnSync(process.execPath, [script], { cwd: apiDir, env, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${script} failed:\n${result.stderr}${result.stdout}`);
  }
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: apiDir,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(url, child);
  } catch (error) {
    // An API that never became healthy must not outlive the journey that started it.
    child.kill('SIGKILL');
    await dropDatabase(postgres.adminUrl, database);
    throw error;
  }
  const db = new pg.Pool({ connectionString: env.DATABASE_URL, max: 2 });

  const letters = () =>
    readdirSync(outboxDir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => JSON.parse(readFileSync(path.join(outboxDir, name), 'utf8')));

  return {
    url,
    admin,
    /** Runs SQL on the product's database, for data no user could make from the UI. */
    async sql(text, values = []) {
      return (await db.query(text, values)).rows;
    },
    /** Waits for a letter to `to` in the outbox (the first one `match` accepts, if given). */
    async mailTo(to, { match = () => true, timeoutMs = 10_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const letter = letters().find((message) => message.to === to && match(message));
        if (letter) return letter;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no letter to ${to} within ${timeoutMs} ms`);
    },
    async stop() {
      await db.end();
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        // A server that does not stop within 10 s is killed, so a journey never hangs at its end.
        const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(killer);
      }
      await dropDatabase(postgres.adminUrl, database);
      await deleteRedisKeys(redis.url, redisPrefix);
      await postgres.stop?.();
      await redis.stop?.();
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}
