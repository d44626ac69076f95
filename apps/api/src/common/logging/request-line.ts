import { pino, type DestinationStream, type Logger } from 'pino';
import { requestFields } from './logger.js';

/** What the line of an answered request tells. */
export interface CompletedRequest {
  request: { id: string; method: string; url: string; ip?: string };
  statusCode: number;
  /** Milliseconds from the request's arrival to its answer. */
  responseTime: number;
}

/** `,"name":value` as JSON writes it; nothing for a field that is absent, as pino leaves it out. */
const member = (name: string, value: string | undefined) =>
  value === undefined ? '' : `,"${name}":${JSON.stringify(value)}`;
const number = (value: number) => (Number.isFinite(value) ? String(value) : 'null');

/**
 * Writes the one line of every successful request: the line pino writes for
 * `info({ reqId, req, res, responseTime }, 'request completed')`, the same fields in the same order
 * with pino's own level, time, pid and hostname, to the logger's destination while `info` is on.
 * Its fields are known and few, so a template does in about a microsecond what pino's generic
 * serialisation of each field (nested objects through safe-stable-stringify) did in about twelve:
 * a fifteenth of a small request. Nothing in it needs redacting: requestFields keeps no header,
 * body or query string. Anything else, errors included, goes through pino itself.
 */
export class RequestLineWriter {
  private readonly destination: DestinationStream;
  /** pino's bindings as it writes them: `,"pid":…,"hostname":"…"`. */
  private readonly bindings: string;

  constructor(private readonly logger: Logger) {
    const internals = logger as unknown as Record<symbol, unknown>;
    this.destination = internals[pino.symbols.streamSym] as DestinationStream;
    this.bindings = internals[pino.symbols.chindingsSym] as string;
  }

  write({ request, statusCode, responseTime }: CompletedRequest): void {
    if (!this.logger.isLevelEnabled('info')) return;
    const req = requestFields(request);
    const id = JSON.stringify(req.id);
    this.destination.write(
      `{"level":${pino.levels.values.info},"time":${Date.now()}${this.bindings},"reqId":${id}` +
        `,"req":{"id":${id}${member('method', req.method)}${member('url', req.url)}${member('ip', req.ip)}}` +
        `,"res":{"statusCode":${number(statusCode)}},"responseTime":${number(responseTime)}` +
        `,"msg":"request completed"}\n`,
    );
  }
}
