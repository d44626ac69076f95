import { Logger } from '@nestjs/common';

/** While a connection keeps failing the same way, one line per source at most this often. */
const REPEAT_EVERY_MS = 60_000;

interface LastLine {
  message: string;
  loggedAt: number;
  repeats: number;
}

/**
 * Redis connection errors in the app's own log. ioredis and BullMQ retry for ever and report each
 * failed attempt, several a second; with no listener they went to stderr as raw stack traces (an
 * outage of 8 s wrote 2,400 lines). Each source's first error is logged at once, a changed error
 * too; while the same one repeats, a line at most once a minute says how many there were.
 */
export class ConnectionErrorLog {
  private readonly last = new Map<string, LastLine>();

  constructor(
    private readonly warn: (line: string) => void,
    private readonly now: () => number = Date.now,
    private readonly repeatEveryMs = REPEAT_EVERY_MS,
  ) {}

  report(source: string, error: Error): void {
    const now = this.now();
    const last = this.last.get(source);
    if (last?.message === error.message && now - last.loggedAt < this.repeatEveryMs) {
      last.repeats += 1;
      return;
    }
    const repeats = last?.repeats ? ` (${last.repeats} more since the last line)` : '';
    this.warn(`${source}: ${error.message}${repeats}`);
    this.last.set(source, { message: error.message, loggedAt: now, repeats: 0 });
  }
}

/** The process's one log of Redis connection errors: the app's client, its queues and workers. */
const redisLogger = new Logger('Redis');
export const connectionErrors = new ConnectionErrorLog((line) => redisLogger.warn(line));
