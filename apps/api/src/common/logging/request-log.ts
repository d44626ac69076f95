import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { Logger } from 'pino';
import { requestFields } from './logger.js';

/**
 * One request log line, written when the answer has been sent: the request (requestFields: no
 * headers, no body, the URL without its query string), the status and the time taken. Fastify's
 * default writes two lines per request. A success goes through `lineLogger`, a logger that skips
 * redaction as the line holds nothing to redact; a failure through the request's own (redacting)
 * logger, since an error may carry anything.
 */
export class OneLineRequestLog extends LogController {
  constructor(private readonly lineLogger: Logger) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = {
      reqId: request.id,
      req: requestFields(request),
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else this.lineLogger.info(line, 'request completed');
  }
}
