import type { DataSource } from 'typeorm';

export interface SchemaDiff {
  up: string[];
  down: string[];
}

/** What TypeORM would still change to make the database match the entities (empty = in sync). */
export async function pendingSchemaChanges(dataSource: DataSource): Promise<SchemaDiff> {
  const sql = await dataSource.driver.createSchemaBuilder().log();
  return {
    up: sql.upQueries.map((query) => query.query),
    down: sql.downQueries.map((query) => query.query).reverse(),
  };
}
