import { Injectable, type PipeTransform } from '@nestjs/common';
import { AppError } from '../errors/app-error.js';
import { MAX_INT4 } from './limits.js';

/**
 * A positive integer id from the path, written in plain decimal digits; anything else ('abc', '-1',
 * '0x1', '1e3', an id beyond PostgreSQL's int) is a 400 in Russian, never a 500 or another row.
 */
@Injectable()
export class IdParamPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    const id = typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(id) || id > MAX_INT4) {
      throw new AppError('VALIDATION_FAILED', 'Некорректный идентификатор', {
        id: ['Некорректный идентификатор'],
      });
    }
    return id;
  }
}

export const idParamPipe = new IdParamPipe();
