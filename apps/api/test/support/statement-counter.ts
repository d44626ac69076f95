import type { DataSource, Logger } from 'typeorm';

/**
 * Counts the statements TypeORM sends, raw ones and those sent straight to the pool included,
 * through the hook its logger gets; only those whose text `counts`, when given (the app's queue
 * worker may run statements meanwhile). `restore` puts the logger back.
 */
export function countStatements(dataSource: DataSource, counts?: (sql: string) => boolean) {
  const logger: Logger = dataSource.logger;
  const original = logger.logQuery.bind(logger);
  let count = 0;
  logger.logQuery = (...args: Parameters<Logger['logQuery']>) => {
    if (!counts || counts(args[0])) count += 1;
    return original(...args);
  };
  return {
    /** How many statements `action` sent. */
    async during(action: () => Promise<unknown>): Promise<number> {
      count = 0;
      await action();
      return count;
    },
    restore: () => {
      logger.logQuery = original;
    },
  };
}

export type StatementCounter = ReturnType<typeof countStatements>;
