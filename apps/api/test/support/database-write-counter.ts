import type { DataSource } from 'typeorm';

const COUNTER_TABLE = 'test_write_counts';
const COUNTER_FUNCTION = 'test_count_written_rows';
const TRIGGER_PREFIX = 'test_count_';

/** Rows written since the counter was installed, per table and statement: `payments.update`. */
export type WriteCounts = Record<string, number>;

/** The key of a table's rows touched by one kind of statement. */
export const writeKey = (table: string, statement: 'insert' | 'update' | 'delete') =>
  `${table}.${statement}`;

/**
 * Counts the rows every INSERT, UPDATE and DELETE touches, per table and kind of statement (an
 * append is told apart from a change), through statement-level triggers on the test database. The count is written inside the writer's own transaction, so a
 * rolled-back write leaves it untouched: a request that moved the count did change data.
 * Install it after the migrations: tables created later are not watched.
 */
export class DatabaseWriteCounter {
  private constructor(private readonly dataSource: DataSource) {}

  static async install(dataSource: DataSource): Promise<DatabaseWriteCounter> {
    await dataSource.query(
      `CREATE TABLE IF NOT EXISTS ${COUNTER_TABLE} (write_key text PRIMARY KEY, rows bigint NOT NULL)`,
    );
    // Statement-level with a transition table: one cheap call per statement, zero-row statements ignored.
    await dataSource.query(`
      CREATE OR REPLACE FUNCTION ${COUNTER_FUNCTION}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO ${COUNTER_TABLE} AS c (write_key, rows)
          SELECT TG_TABLE_NAME || '.' || lower(TG_OP), count(*) FROM changed_rows HAVING count(*) > 0
          ON CONFLICT (write_key) DO UPDATE SET rows = c.rows + EXCLUDED.rows;
        RETURN NULL;
      END $$`);
    const tables = (await dataSource.query(
      `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> $1`,
      [COUNTER_TABLE],
    )) as { tablename: string }[];
    for (const { tablename } of tables) {
      for (const [event, transition] of [
        ['INSERT', 'NEW'],
        ['UPDATE', 'NEW'],
        ['DELETE', 'OLD'],
      ] as const) {
        const trigger = `${TRIGGER_PREFIX}${event.toLowerCase()}`;
        await dataSource.query(`DROP TRIGGER IF EXISTS ${trigger} ON "${tablename}"`);
        await dataSource.query(
          `CREATE TRIGGER ${trigger} AFTER ${event} ON "${tablename}"
           REFERENCING ${transition} TABLE AS changed_rows
           FOR EACH STATEMENT EXECUTE FUNCTION ${COUNTER_FUNCTION}()`,
        );
      }
    }
    return new DatabaseWriteCounter(dataSource);
  }

  async read(): Promise<WriteCounts> {
    const rows = (await this.dataSource.query(`SELECT write_key, rows FROM ${COUNTER_TABLE}`)) as {
      write_key: string;
      rows: string;
    }[];
    return Object.fromEntries(rows.map((row) => [row.write_key, Number(row.rows)]));
  }

  /** The writes since `before`, with how many rows each. */
  static difference(before: WriteCounts, after: WriteCounts): WriteCounts {
    return Object.fromEntries(
      Object.entries(after)
        .map(([key, rows]) => [key, rows - (before[key] ?? 0)] as const)
        .filter(([, rows]) => rows !== 0),
    );
  }
}
