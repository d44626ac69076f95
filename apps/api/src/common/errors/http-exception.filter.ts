import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Logger,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { QueryFailedError } from 'typeorm';
import { AppError, type ErrorBody } from './app-error.js';
import { Messages } from './messages.js';
import type { NotFoundFallback } from './not-found-fallback.js';
import { uniqueViolationError } from './error-catalog.js';
import { bodyForStatus } from './status-bodies.js';

/** Nest's exceptions know their status; Fastify's own errors (bad JSON, body limit…) carry one. */
function statusOf(exception: unknown): number {
  if (exception instanceof HttpException) return exception.getStatus();
  const status = (exception as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : 500;
}

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Turns every error, whichever layer raised it, into `{ statusCode, code, message, errors? }` with a
 * documented code and a Russian message; unknown errors are logged and masked.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  constructor(private readonly spaFallback?: NotFoundFallback) {}

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
    const known = bodyForStatus(statusOf(exception));
    if (known) return known;
    const driverError = (exception instanceof QueryFailedError ? exception.driverError : {}) as {
      code?: string;
      constraint?: string;
    };
    if (driverError.code === UNIQUE_VIOLATION) {
      const specific = uniqueViolationError(driverError.constraint);
      return specific ? specific().toBody() : bodyForStatus(409)!;
    }
    if (driverError.code === FOREIGN_KEY_VIOLATION) {
      // A row the change points to was deleted meanwhile, or a row being deleted is still in use.
      return new AppError('REFERENCE_CONFLICT', Messages.referenceConflict).toBody();
    }
    this.logger.error({ err: exception, reqId: request.id }, 'Unhandled error');
    return { statusCode: 500, code: 'INTERNAL_ERROR', message: Messages.internal };
  }
}
