import { ParseIntPipe } from '@nestjs/common';
import { AppError } from '../errors/app-error.js';

/** A positive integer id from the path; anything else is a 400 in Russian, never a 500. */
export const idParamPipe = new ParseIntPipe({
  exceptionFactory: () =>
    new AppError('VALIDATION_FAILED', 'Некорректный идентификатор', {
      id: ['Некорректный идентификатор'],
    }),
});
