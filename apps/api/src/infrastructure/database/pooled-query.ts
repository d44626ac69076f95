import type { Pool, PoolClient } from 'pg';
import { type EntityManager, QueryFailedError, QueryRunnerAlreadyReleasedError } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import type { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner.js';

/**
 * At most this many statement texts are prepared. The app's hot statements are built from a few
 * templates, so the set is small; the bound keeps a text built per request (a mistake) from
 * filling every connection's prepared-statement cache, in node-postgres and in PostgreSQL.
 */
export const PREPARED_STATEMENTS_MAX = 500;

/**
 * A name per statement text, the same on every connection: node-postgres parses a named statement
 * once per connection and afterwards only binds and executes it, so PostgreSQL neither parses nor
 * analyses it again (planning was half the database time of a payment callback's statements).
 */
export class StatementNames {
  private readonly names = new Map<string, string>();

  constructor(private readonly max = PREPARED_STATEMENTS_MAX) {}

  /** The text's name, or undefined once `max` texts are named (the text then runs unnamed). */
  nameOf(text: string): string | undefined {
    let name = this.names.get(text);
    if (name === undefined && this.names.size < this.max) {
      name = `app_${this.names.size + 1}`;
      this.names.set(text, name);
    }
    return name;
  }
}

const statementNames = new StatementNames();

/**
 * Runs the statement: one with parameters as a named (prepared) statement, one without them through
 * the simple protocol, unnamed. The unnamed one goes as text and values: node-postgres copies a
 * query config object, property by property, before it runs it.
 */
function run(client: Pool | PoolClient, sql: string, values: unknown[]) {
  const name = values.length > 0 ? statementNames.nameOf(sql) : undefined;
  return name ? client.query({ name, text: sql, values }) : client.query(sql, values);
}

/**
 * One statement as a prepared statement, for the statements every request or payment runs (token
 * lookup, catalog items, grants, the health probe, the money path's writes). Outside a transaction
 * it goes straight to the connection pool: `manager.query` builds a QueryRunner per statement (a
 * connection promise, error listeners added and removed, subscriber broadcasts awaited before and
 * after, its own release), about a tenth of a small request's CPU; inside one, it runs on the
 * transaction's connection. TypeORM's logger still sees every statement, so failed and slow ones are
 * logged as before and the statement-count test counts them; entity subscribers are not told (the
 * app has none). Answers the rows, whatever the command (`manager.query` answers `[rows, count]` for
 * an UPDATE).
 */
export async function queryRows<Row>(
  manager: EntityManager,
  sql: string,
  parameters: readonly unknown[] = [],
): Promise<Row[]> {
  const { logger, driver, options } = manager.connection;
  const values = [...parameters];
  const runner = manager.queryRunner as PostgresQueryRunner | undefined;
  // A released runner still holds its connection, by then back in the pool and someone else's.
  if (runner?.isReleased) throw new QueryRunnerAlreadyReleasedError();
  const client: Pool | PoolClient = runner
    ? await runner.connect()
    : ((driver as PostgresDriver).master as Pool);
  logger.logQuery(sql, values, runner);
  const started = Date.now();
  let rows: Row[];
  try {
    rows = (await run(client, sql, values)).rows as Row[];
  } catch (error) {
    logger.logQueryError(error as Error, sql, values, runner);
    throw new QueryFailedError(sql, values, error as Error);
  }
  const elapsed = Date.now() - started;
  if (options.maxQueryExecutionTime && elapsed > options.maxQueryExecutionTime) {
    logger.logQuerySlow(elapsed, sql, values, runner);
  }
  return rows;
}
