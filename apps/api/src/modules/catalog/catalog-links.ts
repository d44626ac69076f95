import { type EntityManager, type EntityTarget, In, type ObjectLiteral } from 'typeorm';
import type { AppError } from '../../common/errors/app-error.js';

/**
 * Links from a catalog item to other records, which an admin replaces as a whole list: the tags of
 * a course, the courses of a kit.
 */
export interface CatalogLinks {
  /** The request field holding the ids; field errors and audit entries use the same name. */
  field: string;
  /** The link table, its column naming the item and its column naming the linked record. */
  entity: EntityTarget<ObjectLiteral>;
  itemColumn: string;
  targetColumn: string;
  /** The linked records: every id sent must be one of theirs. */
  target: EntityTarget<{ id: number }>;
  unknown: (ids: number[], field: string) => AppError;
  /** Keeps the list in the order sent, from 0; without it the links are a set. */
  positionColumn?: string;
  /**
   * Set when the list itself is audited: each change gets its own entry under this action with the
   * old and the new list, and the create and delete entries carry the list. Otherwise a change only
   * names the field among the updated ones.
   */
  changeAction?: string;
}

/** The ids the item links to, in list order when the links keep one. */
export async function linkedIds(
  manager: EntityManager,
  links: CatalogLinks,
  itemId: number,
): Promise<number[]> {
  const rows = await manager.find(links.entity, {
    where: { [links.itemColumn]: itemId },
    ...(links.positionColumn ? { order: { [links.positionColumn]: 'ASC' } } : {}),
  });
  return rows.map((row) => row[links.targetColumn] as number);
}

/** Replaces the item's links with `ids`, refusing the whole list if any of them does not exist. */
export async function replaceLinks(
  manager: EntityManager,
  links: CatalogLinks,
  itemId: number,
  ids: readonly number[],
): Promise<void> {
  await requireExisting(manager, links.target, ids, links.unknown, links.field);
  await manager.delete(links.entity, { [links.itemColumn]: itemId });
  if (ids.length === 0) return;
  await manager.insert(
    links.entity,
    ids.map((id, position) => ({
      [links.itemColumn]: itemId,
      [links.targetColumn]: id,
      ...(links.positionColumn ? { [links.positionColumn]: position } : {}),
    })),
  );
}

/** Refuses the whole list, naming the missing ids under `field`, unless every id is a record's. */
export async function requireExisting(
  manager: EntityManager,
  target: EntityTarget<{ id: number }>,
  ids: readonly number[],
  unknown: (ids: number[], field: string) => AppError,
  field: string,
): Promise<void> {
  if (ids.length === 0) return;
  const found = await manager.find(target, {
    select: { id: true },
    where: { id: In(ids) },
  } as never);
  const known = new Set(found.map((record) => record.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0) throw unknown(missing, field);
}
