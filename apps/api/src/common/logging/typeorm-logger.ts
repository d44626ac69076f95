import { Logger } from '@nestjs/common';
import type { Logger as TypeOrmLogger } from 'typeorm';
import { databaseErrorSummary, maskSqlLiterals } from './error-serializer.js';

/**
 * TypeORM's log, written through the application's logger. It never writes a statement's
 * parameters or PostgreSQL's `detail` (both carry row values: hashes, e-mails, phones, texts), and
 * it does not log successful statements at all.
 */
export class SafeTypeOrmLogger implements TypeOrmLogger {
  private readonly logger = new Logger('TypeORM');

  logQuery(): void {}

  logQueryError(error: string | Error, query: string): void {
    this.logger.warn(
      { database: databaseErrorSummary(error), query: maskSqlLiterals(query) },
      'Query failed',
    );
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn({ durationMs: time, query: maskSqlLiterals(query) }, 'Slow query');
  }

  // Schema and migration narration stays off, as it was: the migrate command reports what it ran.
  logSchemaBuild(): void {}

  logMigration(): void {}

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(String(message));
  }
}
