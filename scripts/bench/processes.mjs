// Child processes of the benchmark: started with their own output file, waited for, and always
// stopped by their own pid (SIGTERM, then SIGKILL after a grace period).

import { spawn } from 'node:child_process';
import fs from 'node:fs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `node args…` to completion; its output goes to `logFile`. */
export function runNode(args, { cwd, env, logFile }) {
  return new Promise((resolve, reject) => {
    const out = fs.openSync(logFile, 'a');
    const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', out, out] });
    fs.closeSync(out);
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`node ${args.join(' ')} failed (${signal ?? code}); see ${logFile}`)),
    );
  });
}

/** Starts a long-running `node args…`; answers a handle whose stop() ends it. */
export function startNode(args, { cwd, env, logFile }) {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    pid: child.pid,
    exited,
    running: () => child.exitCode === null && child.signalCode === null,
    async stop(graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const stopped = await Promise.race([exited.then(() => true), sleep(graceMs)]);
      if (!stopped) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

/** Polls `url` until it answers 200; fails when the process exits first or time runs out. */
export async function waitUntilReady(url, handle, { timeoutMs = 60_000, logFile } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!handle.running()) throw new Error(`${url}: the server exited; see ${logFile}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s; see ${logFile}`);
}
