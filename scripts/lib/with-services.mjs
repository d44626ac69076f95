// Runs one command with PostgreSQL and Redis available, then stops whatever it started.
//
//   node scripts/lib/with-services.mjs [--database NAME] -- <command> [args...]
//
// Exports to the command:
//   TEST_DATABASE_URL  a server URL (database `postgres`) on which tests may create and drop databases;
//                      kept as is when already set
//   REDIS_URL          kept as is when already set
//   DATABASE_URL       only with --database NAME: NAME is (re)created empty and DATABASE_URL points at
//                      it; dropped afterwards when the command succeeded
// PostgreSQL is found as in scripts/lib/postgres.mjs (purpose 'test'), Redis as in scripts/lib/redis.mjs.

import { spawn } from 'node:child_process';
import { dropDatabase, ensureDatabase, resolvePostgres, withDatabase } from './postgres.mjs';
import { RedisUnavailableError, resolveRedis } from './redis.mjs';

const log = (message) => console.error(`[services] ${message}`);

const argv = process.argv.slice(2);
const separator = argv.indexOf('--');
if (separator < 0 || separator === argv.length - 1) {
  console.error(
    'usage: node scripts/lib/with-services.mjs [--database NAME] -- <command> [args...]',
  );
  process.exit(2);
}
const options = argv.slice(0, separator);
const command = argv.slice(separator + 1);
const databaseIndex = options.indexOf('--database');
const databaseName = databaseIndex >= 0 ? options[databaseIndex + 1] : undefined;

const cleanups = [];
async function cleanup() {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()();
    } catch (error) {
      log(`cleanup failed: ${error.message}`);
    }
  }
}

let child;
let received;
for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(name, () => {
    received = name;
    if (child) child.kill(name);
    else void cleanup().then(() => process.exit(1));
  });
}

try {
  const postgres = await resolvePostgres({
    envUrl: process.env.TEST_DATABASE_URL,
    purpose: 'test',
    log: (m) => log(`PostgreSQL: ${m}`),
  });
  if (postgres.stop) cleanups.push(postgres.stop);
  const redis = await resolveRedis({
    envUrl: process.env.REDIS_URL,
    log: (m) => log(`Redis: ${m}`),
  });
  if (redis.stop) cleanups.push(redis.stop);

  const env = { ...process.env, TEST_DATABASE_URL: postgres.adminUrl, REDIS_URL: redis.url };
  if (databaseName) {
    await dropDatabase(postgres.adminUrl, databaseName);
    await ensureDatabase(postgres.adminUrl, databaseName);
    env.DATABASE_URL = withDatabase(postgres.adminUrl, databaseName);
  }

  const code = await new Promise((resolve) => {
    child = spawn(command[0], command.slice(1), { stdio: 'inherit', env });
    child.on('error', (error) => {
      log(`cannot run ${command[0]}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (exitCode, sig) => resolve(exitCode ?? (sig ? 128 + 15 : 1)));
  });
  // Keep the database of a failed run for a look; drop it after a clean one.
  if (databaseName && code === 0) await dropDatabase(postgres.adminUrl, databaseName);
  await cleanup();
  process.exit(received ? 130 : code);
} catch (error) {
  console.error(
    error instanceof RedisUnavailableError ? error.message : `[services] ${error.stack ?? error}`,
  );
  await cleanup();
  process.exit(1);
}
