// Finds or starts a Redis server for local runs and tests. No dependencies: PING over a raw socket.
//
// Order of preference (resolveRedis):
//   1. REDIS_URL (or the `envUrl` given),
//   2. a server on 127.0.0.1:6379 that answers PING,
//   3. a `redis-server` we start ourselves (127.0.0.1:6379, or a free port), stopped by `stop()`,
//   4. otherwise a RedisUnavailableError that says how to get one.
//
// Knob: FORCE_OWN_REDIS=1 skips step 2 (always start our own server, on a free port).

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { freePort } from './ports.mjs';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const defaultLog = (message) => console.error(`[redis] ${message}`);
const isTruthy = (value) => ['1', 'true', 'yes', 'on'].includes(String(value ?? '').toLowerCase());

export class RedisUnavailableError extends Error {
  constructor() {
    super(
      [
        'No Redis server answers on 127.0.0.1:6379 and `redis-server` is not installed.',
        'Get one of these and run the command again:',
        '  - Debian/Ubuntu:  sudo apt-get install -y redis-server',
        '  - macOS:          brew install redis',
        '  - Docker:         docker compose up -d redis',
        '  - or point REDIS_URL at a server you have (redis://host:6379).',
      ].join('\n'),
    );
    this.name = 'RedisUnavailableError';
  }
}

/**
 * Sends PING and resolves with the first reply line ('+PONG', '-NOAUTH …'), or undefined when
 * nothing answers within `timeoutMs`.
 */
export function pingRedis(host = '127.0.0.1', port = 6379, timeoutMs = 1000) {
  return new Promise((resolve) => {
    let reply = '';
    let settled = false;
    const socket = net.connect({ host, port });
    const finish = (value) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(value);
    };
    const timer = setTimeout(() => finish(undefined), timeoutMs);
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString('utf8');
      const end = reply.indexOf('\r\n');
      if (end >= 0) finish(reply.slice(0, end));
    });
    socket.on('error', () => finish(undefined));
    socket.on('close', () => finish(reply || undefined));
  });
}

export async function redisAnswers(host, port, timeoutMs) {
  const reply = await pingRedis(host, port, timeoutMs);
  return reply === '+PONG';
}

function findRedisServer() {
  const dirs = [
    ...(process.env.PATH ?? '').split(path.delimiter),
    '/usr/sbin',
    '/usr/bin',
    '/usr/local/bin',
  ];
  for (const dir of dirs) {
    if (!dir) continue;
    const candidate = path.join(dir, 'redis-server');
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // keep looking
    }
  }
  return undefined;
}

/**
 * Starts `redis-server` without persistence on 127.0.0.1 (port `port` if free, else any free one).
 * It runs in its own process group (Ctrl-C reaches only our launcher, which stops the API first)
 * and logs to `.data/redis.log`. Returns `{ url, port, pid, stop }`.
 */
export async function startRedisServer({ port = 6379, log = defaultLog } = {}) {
  const binary = findRedisServer();
  if (!binary) throw new RedisUnavailableError();
  const chosen = await freePort(port);
  const logDir = path.join(REPO_ROOT, '.data');
  fs.mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, 'redis.log');
  if (fs.existsSync(logFile) && fs.statSync(logFile).size > 5 * 1024 * 1024)
    fs.truncateSync(logFile, 0);
  const out = fs.openSync(logFile, 'a');
  const child = spawn(
    binary,
    [
      '--bind',
      '127.0.0.1',
      '--port',
      String(chosen),
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'no',
    ],
    { detached: true, stdio: ['ignore', out, out] },
  );
  fs.closeSync(out);
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  child.unref();

  const deadline = Date.now() + 15_000;
  while (!(await redisAnswers('127.0.0.1', chosen, 500))) {
    if (exited || Date.now() > deadline) {
      if (!exited) child.kill('SIGKILL');
      throw new Error(`redis-server did not start; see ${logFile}:\n${readTail(logFile)}`);
    }
    await sleep(50);
  }
  log(`started redis-server on 127.0.0.1:${chosen} (pid ${child.pid}, log ${logFile})`);

  let stopped = false;
  const stop = async () => {
    if (stopped || exited) return;
    stopped = true;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    let timer;
    const timeout = new Promise((resolve) => (timer = setTimeout(resolve, 5_000, 'timeout')));
    // Cleared once the server is gone, so the timer does not keep the caller (a test) alive.
    if ((await Promise.race([gone, timeout])) === 'timeout') child.kill('SIGKILL');
    clearTimeout(timer);
  };
  return { url: `redis://127.0.0.1:${chosen}`, port: chosen, pid: child.pid, stop };
}

function readTail(file) {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-20).join('\n');
  } catch {
    return '';
  }
}

/**
 * Finds a Redis server (see the top of this file). Returns `{ url, kind, stop? }` with `kind` one of
 * 'env', 'local', 'started'. Throws RedisUnavailableError when there is none and none can be started.
 */
export async function resolveRedis({ envUrl = process.env.REDIS_URL, log = defaultLog } = {}) {
  if (envUrl) {
    try {
      const parsed = new URL(envUrl);
      const reply = await pingRedis(parsed.hostname, Number(parsed.port) || 6379, 1500);
      if (!reply)
        log(`warning: REDIS_URL (${parsed.hostname}:${parsed.port || 6379}) does not answer`);
    } catch {
      log('warning: REDIS_URL is not a valid URL');
    }
    return { url: envUrl, kind: 'env' };
  }
  if (!isTruthy(process.env.FORCE_OWN_REDIS)) {
    const reply = await pingRedis('127.0.0.1', 6379, 1000);
    if (reply === '+PONG') {
      log('using the Redis server on 127.0.0.1:6379');
      return { url: 'redis://127.0.0.1:6379', kind: 'local' };
    }
    if (reply)
      log(`127.0.0.1:6379 answers "${reply}" (a password is set?); starting our own server`);
  }
  const started = await startRedisServer({
    port: isTruthy(process.env.FORCE_OWN_REDIS) ? 0 : 6379,
    log,
  });
  return { url: started.url, kind: 'started', stop: started.stop, pid: started.pid };
}
