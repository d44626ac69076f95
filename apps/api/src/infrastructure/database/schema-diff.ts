import type { DataSource } from 'typeorm';

/** One statement and its parameters (TypeORM records generated columns' expressions with some). */
export interface SchemaStatement {
  query: string;
  parameters?: unknown[];
}

export interface SchemaDiff {
  up: SchemaStatement[];
  down: SchemaStatement[];
}

/**
 * TypeORM names the database a generated column's expression belongs to (in typeorm_metadata); a
 * migration must not carry the name of the throwaway database it was generated on, so that
 * parameter becomes current_database() and the later ones move up.
 */
function portable({ query, parameters = [] }: SchemaStatement, database: string): SchemaStatement {
  const kept: unknown[] = [];
  const numbers = parameters.map((value) => {
    if (value === database) return 'current_database()';
    kept.push(value);
    return `$${kept.length}`;
  });
  const text = query.replace(/\$(\d+)/g, (_, index: string) => numbers[Number(index) - 1]);
  return kept.length ? { query: text, parameters: kept } : { query: text };
}

/** What TypeORM would still change to make the database match the entities (empty = in sync). */
export async function pendingSchemaChanges(dataSource: DataSource): Promise<SchemaDiff> {
  const sql = await dataSource.driver.createSchemaBuilder().log();
  const database = String(dataSource.driver.database);
  return {
    up: sql.upQueries.map((query) => portable(query, database)),
    down: sql.downQueries.map((query) => portable(query, database)).reverse(),
  };
}
