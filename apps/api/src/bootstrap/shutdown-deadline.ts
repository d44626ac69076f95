/**
 * How long a stop may take: jobs in flight finish and connections close well within it, and it
 * ends before docker's 10 s grace period runs out and SIGKILL cuts the log short.
 */
export const SHUTDOWN_DEADLINE_MS = 8_000;

interface StoppingProcess {
  once(signal: NodeJS.Signals, listener: () => void): unknown;
  exit(code: number): never;
}

/**
 * Ends the process when the shutdown a stop signal started has not finished in time: closing the
 * queues waits for Redis, so with Redis down the process never ended. The reason is logged and the
 * exit code is 1; a shutdown that finishes in time exits as it would have (the timer is unref'd).
 */
export function exitIfShutdownHangs(
  logger: { error(message: string): void },
  { deadlineMs = SHUTDOWN_DEADLINE_MS, host = process as StoppingProcess } = {},
): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    host.once(signal, () => {
      setTimeout(() => {
        logger.error(`Shutdown after ${signal} did not finish within ${deadlineMs} ms: exiting`);
        host.exit(1);
      }, deadlineMs).unref();
    });
  }
}
