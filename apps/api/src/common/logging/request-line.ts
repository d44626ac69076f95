import { pino, type DestinationStream, type Logger } from 'pino';
import { requestFields } from './logger.js';

/** What the line of an answered request tells. */
export interface CompletedRequest {
  request: { id: string; method: string; url: string; ip?: string };
  statusCode: number;
  /** Milliseconds from the request's arrival to its answer. */
  responseTime: number;
}

/** The line's fields as pino takes them: what a failed request's line (through pino) carries too. */
export const requestLineFields = ({ request, statusCode, responseTime }: CompletedRequest) => ({
  reqId: request.id,
  req: requestFields(request),
  res: { statusCode },
  responseTime,
});

/** `,"name":value` as JSON writes it; nothing for a field that is absent, as pino leaves it out. */
const member = (name: string, value: string | undefined) =>
  value === undefined ? '' : `,"${name}":${JSON.stringify(value)}`;
const number = (value: number) => (Number.isFinite(value) ? String(value) : 'null');

/**
 * Writes the one line of every successful request: the line pino writes for
 * `info(requestLineFields(…), 'request completed')`, the same fields in the same order with pino's
 * own level, time, pid and hostname, to the logger's destination while `info` is on. Its fields are
 * known and few, so a template skips pino's generic serialisation of each field (nested objects
 * through safe-stable-stringify): the line went from 12.7 to 10.4 µs of a health request in CPU
 * profiles. Nothing in it needs redacting: requestFields keeps no header, body or query string.
 * Anything else, errors included, goes through pino itself.
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
