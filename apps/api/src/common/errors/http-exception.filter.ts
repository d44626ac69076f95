import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Logger,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { QueryFailedError } from 'typeorm';
import { AppError, type ErrorBody, type ErrorCodeName } from './app-error.js';
import { Messages } from './messages.js';
import type { SpaFallback } from '../../bootstrap/spa-fallback.js';

const byStatus: Record<number, { code: ErrorCodeName; message: string }> = {
  400: { code: 'BAD_REQUEST', message: Messages.badRequest },
  401: { code: 'UNAUTHORIZED', message: Messages.unauthorized },
  403: { code: 'FORBIDDEN', message: Messages.forbidden },
  404: { code: 'NOT_FOUND', message: Messages.notFound },
  409: { code: 'CONFLICT', message: Messages.conflict },
  413: { code: 'PAYLOAD_TOO_LARGE', message: Messages.payloadTooLarge },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: Messages.unsupportedMediaType },
  429: { code: 'TOO_MANY_REQUESTS', message: Messages.tooManyRequests },
  503: { code: 'SERVICE_UNAVAILABLE', message: Messages.unavailable },
};

const UNIQUE_VIOLATION = '23505';

/** Turns every error into the body of decisions.md §1; unknown errors are logged and masked. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  constructor(private readonly spaFallback?: SpaFallback) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const body = this.toBody(exception, request);
    if (body.statusCode === 404 && this.spaFallback?.handles(request)) {
      this.spaFallback.send(reply);
      return;
    }
    void reply
      .status(body.statusCode)
      .header('content-type', 'application/json; charset=utf-8')
      .send(body);
  }

  private toBody(exception: unknown, request: FastifyRequest): ErrorBody {
    if (exception instanceof AppError) return exception.toBody();
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const known = byStatus[status] ?? (status < 500 ? byStatus[400] : undefined);
      if (known) return { statusCode: status, code: known.code, message: known.message };
    }
    if (
      exception instanceof QueryFailedError &&
      (exception.driverError as { code?: string })?.code === UNIQUE_VIOLATION
    ) {
      return { statusCode: 409, code: 'CONFLICT', message: Messages.conflict };
    }
    // Fastify's own client errors (bad JSON, wrong content type) carry a 4xx statusCode.
    const statusCode = (exception as { statusCode?: number })?.statusCode;
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
      const known = byStatus[statusCode] ?? byStatus[400]!;
      return { statusCode, code: known.code, message: known.message };
    }
    this.logger.error({ err: exception, reqId: request.id }, 'Unhandled error');
    return { statusCode: 500, code: 'INTERNAL_ERROR', message: Messages.internal };
  }
}
