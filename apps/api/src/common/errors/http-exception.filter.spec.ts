import { type ArgumentsHost, ConsoleLogger, Logger } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { AppError, type ErrorBody } from './app-error.js';
import { declareUniqueViolations } from './error-catalog.js';
import { HttpExceptionFilter } from './http-exception.filter.js';
import { Messages } from './messages.js';

/** Runs the filter on one exception and answers the status and body it sent. */
function answer(filter: HttpExceptionFilter, exception: unknown) {
  const sent: { status?: number; body?: ErrorBody } = {};
  const reply = {
    status(status: number) {
      sent.status = status;
      return reply;
    },
    header: () => reply,
    send(body: ErrorBody) {
      sent.body = body;
    },
  };
  const host = {
    switchToHttp: () => ({ getResponse: () => reply, getRequest: () => ({ id: 'req-1' }) }),
  } as unknown as ArgumentsHost;
  filter.catch(exception, host);
  return sent;
}

const databaseError = (code: string, constraint: string) =>
  new QueryFailedError(
    'INSERT INTO "kit_webinars" …',
    [],
    Object.assign(new Error('violates a constraint'), { code, constraint }),
  );

describe('HttpExceptionFilter and database constraint failures', () => {
  const loginTaken = () =>
    AppError.onField(
      'VALIDATION_FAILED',
      'login',
      'Пользователь с таким email уже зарегистрирован',
    );
  declareUniqueViolations({ UQ_test_login: loginTaken });
  const filter = new HttpExceptionFilter();

  it('answers a foreign-key violation with 409 REFERENCE_CONFLICT in Russian', () => {
    expect(answer(filter, databaseError('23503', 'FK_kit_webinars_webinar_id'))).toEqual({
      status: 409,
      body: { statusCode: 409, code: 'REFERENCE_CONFLICT', message: Messages.referenceConflict },
    });
  });

  it('answers a unique violation with the error registered for its index', () => {
    expect(answer(filter, databaseError('23505', 'UQ_test_login'))).toEqual({
      status: 400,
      body: loginTaken().toBody(),
    });
  });

  it('answers any other unique violation with 409 CONFLICT', () => {
    expect(answer(filter, databaseError('23505', 'UQ_other')).body).toMatchObject({
      statusCode: 409,
      code: 'CONFLICT',
    });
  });

  it('masks other database failures as a 500 that reveals nothing, and logs them', () => {
    const logged: unknown[] = [];
    const ignore = () => undefined;
    Logger.overrideLogger({ error: (message) => logged.push(message), log: ignore, warn: ignore });
    try {
      expect(answer(filter, databaseError('23514', 'CHK_prices')).body).toEqual({
        statusCode: 500,
        code: 'INTERNAL_ERROR',
        message: Messages.internal,
      });
      expect(logged).toEqual([expect.objectContaining({ reqId: 'req-1' })]);
    } finally {
      Logger.overrideLogger(new ConsoleLogger());
    }
  });
});
