import type { Pool } from 'pg';
import { type EntityManager, QueryFailedError } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';

/**
 * One read statement straight on the connection pool, for the reads every request makes (token
 * lookup, catalog items, grants, health). `manager.query` builds a QueryRunner per statement (a
 * connection promise, error listeners added and removed, subscriber broadcasts awaited before and
 * after, its own release): about a tenth of a small request's CPU. TypeORM's logger still sees
 * every statement, so failed and slow ones are logged as before and the statement-count test counts
 * them; entity subscribers are not told (the app has none). Inside a transaction the statement
 * runs on the transaction's connection, through the manager.
 */
export async function queryRows<Row>(
  manager: EntityManager,
  sql: string,
  parameters: readonly unknown[] = [],
): Promise<Row[]> {
  if (manager.queryRunner) return manager.query(sql, [...parameters]);
  const { logger, driver, options } = manager.connection;
  const values = parameters as unknown[];
  logger.logQuery(sql, values);
  const started = Date.now();
  let rows: Row[];
  try {
    rows = (await ((driver as PostgresDriver).master as Pool).query(sql, values)).rows as Row[];
  } catch (error) {
    logger.logQueryError(error as Error, sql, values);
    throw new QueryFailedError(sql, values, error as Error);
  }
  const elapsed = Date.now() - started;
  if (options.maxQueryExecutionTime && elapsed > options.maxQueryExecutionTime) {
    logger.logQuerySlow(elapsed, sql, values);
  }
  return rows;
}
