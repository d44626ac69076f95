import type { EntityMetadata } from 'typeorm';

/**
 * Every column of the entity aliased `alias` in a hand-written select, each named after its
 * property, for `entityFromRow`. Built from the entity's metadata, so a new column is read too.
 */
export function entityColumnsSql(metadata: EntityMetadata, alias: string): string {
  return metadata.columns
    .map((column) => `${alias}."${column.databaseName}" AS "${column.propertyName}"`)
    .join(', ');
}

/**
 * The entity of a row selected with `entityColumnsSql`, each value converted by the driver as a
 * `find` converts it (dates, enum arrays, transformers), without building the query each time.
 */
export function entityFromRow<Entity>(
  metadata: EntityMetadata,
  row: Record<string, unknown>,
): Entity {
  const entity = metadata.create() as Entity & object;
  const { driver } = metadata.connection;
  for (const column of metadata.columns) {
    column.setEntityValue(entity, driver.prepareHydratedValue(row[column.propertyName], column));
  }
  return entity;
}
