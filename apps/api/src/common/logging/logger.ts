import type { LoggerService } from '@nestjs/common';
import { pino, type DestinationStream, type Logger } from 'pino';
import { serializeError } from './error-serializer.js';
import { LineBatch } from './line-batch.js';
import { pathOf } from '../text/url-path.js';

/** Paths that may carry secrets; pino replaces their values before anything is written. */
const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'password',
  'api_token',
  'token',
  '*.password',
  '*.new_password',
  '*.old_password',
  '*.new_repeated_password',
  '*.new_retyped_password',
  '*.api_token',
  '*.token',
];

/** Log lines are written in batches of about this many characters (a request line is about 250)... */
const LOG_BATCH_CHARS = 16 * 1024;
/** ...or after this long at the latest, so a quiet server's lines show within a second. */
const LOG_FLUSH_INTERVAL_MS = 1000;
const STDOUT = 1;

/**
 * Standard output for the running API and worker: lines are collected and written in the
 * background, in batches, instead of one write per line (a system call per request, several per
 * cent of a small request's CPU). What is left is written when the process exits (shutdown
 * therefore ends with process.exit); a process killed outright loses at most the last second.
 */
export function bufferedStdout(): DestinationStream {
  // Each batch is written as it comes; a write may carry several that queued behind a slow one.
  const sink = pino.destination({
    dest: STDOUT,
    sync: false,
    minLength: 0,
    maxWrite: 4 * LOG_BATCH_CHARS,
  });
  const batch = new LineBatch(sink, STDOUT, LOG_BATCH_CHARS);
  setInterval(() => batch.handOver(), LOG_FLUSH_INTERVAL_MS).unref();
  process.once('exit', () => batch.flushSync());
  return batch;
}

interface LoggedRequest {
  id: string;
  method: string;
  url?: string;
  ip?: string;
}

/**
 * What a log line tells of a request: never its headers or body, and its URL without the query
 * (get-token and reset links carry credentials there). As pino's `req` serializer it may be given
 * an object without a URL.
 */
export function requestFields(req: LoggedRequest) {
  return {
    id: req.id,
    method: req.method,
    url: req.url === undefined ? undefined : pathOf(req.url),
    ip: req.ip,
  };
}

export function createRootLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: redactPaths, censor: '[скрыто]' },
      serializers: { req: requestFields, err: serializeError },
    },
    destination,
  );
}

/** Lets Nest's own Logger write through the same pino instance as the HTTP request logs. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  private write(
    level: 'info' | 'error' | 'warn' | 'debug' | 'trace',
    message: unknown,
    params: unknown[],
  ) {
    const context = typeof params.at(-1) === 'string' ? (params.at(-1) as string) : undefined;
    if (typeof message === 'object' && message !== null) {
      const text = typeof params[0] === 'string' && params[0] !== context ? params[0] : undefined;
      // An error goes under `err`, through its serializer: spread, its own keys (a failed
      // statement's parameters) would be written as they are.
      const fields = message instanceof Error ? { err: message } : message;
      this.logger[level]({ context, ...fields }, text);
    } else {
      this.logger[level]({ context }, String(message));
    }
  }

  log(message: unknown, ...params: unknown[]) {
    this.write('info', message, params);
  }
  error(message: unknown, ...params: unknown[]) {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]) {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]) {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]) {
    this.write('trace', message, params);
  }
}
