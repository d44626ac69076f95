import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';
import { type RequestLineWriter, requestLineFields } from './request-line.js';

/**
 * One request log line, written when the answer has been sent: the request (requestFields: no
 * headers, no body, the URL without its query string), the status and the time taken. Fastify's
 * default writes two lines per request. A success is written by `lines`, which formats that one
 * known line itself; a failure goes through the request's own (redacting) logger, since an error
 * may carry anything.
 * Routes in `quietRoutes` (the health probe, which Docker and a load balancer call every few
 * seconds) write no line while they answer below 400: a line per probe would bury the log's real
 * traffic and cost each probe a tenth of its time. A failing probe (503) is still written.
 */
export class OneLineRequestLog extends LogController {
  constructor(
    private readonly lines: RequestLineWriter,
    private readonly quietRoutes: ReadonlySet<string> = new Set(),
  ) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (!error && reply.statusCode < 400 && this.quietRoutes.has(request.routeOptions.url ?? '')) {
      return;
    }
    const completed = { request, statusCode: reply.statusCode, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...requestLineFields(completed), err: error }, 'request errored');
    else this.lines.write(completed);
  }
}

type LevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** A request's logger, made on first use. */
class LazyRequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.logger.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(...args: unknown[]): void {
    this.write('silent', args);
  }

  private write(level: LevelName, args: unknown[]): void {
    const logger = this.logger;
    Reflect.apply(logger[level], logger, args);
  }
}

/**
 * Fastify gives every request a child logger bound to its id, yet a request writes nothing through
 * it unless something fails (its one line goes through OneLineRequestLog's own logger), and pino's
 * child() serialises and redacts the bindings at once: a few per cent of a small request. This
 * factory makes the child only when the request first logs.
 */
export const lazyRequestLogger = (
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger => new LazyRequestLogger(logger, bindings, options);
