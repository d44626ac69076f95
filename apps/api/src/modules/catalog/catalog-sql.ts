import type { EntityManager } from 'typeorm';
import { fromNumeric } from '../../infrastructure/database/columns.js';
import { queryRows } from '../../infrastructure/database/pooled-query.js';
import type { CustomPriceWindow } from './custom-price-window.js';

/** A price window as a catalog query returns it: one element of the JSON built by priceWindowsSql. */
export interface PriceWindowJson {
  id: number;
  start: string;
  end: string;
  price: number;
  price_azn: number;
  created_at: string;
}

export type PriceWindowRecord = CustomPriceWindow & { id: number };

/**
 * Every price window of the item aliased `alias`, as one JSON array: the windows never multiply the
 * item's rows, so a long description is sent and parsed once per item.
 */
export const priceWindowsSql = (table: string, foreignKey: string, alias: string) => `COALESCE((
    SELECT json_agg(json_build_object('id', p.id, 'start', p.start, 'end', p."end",
      'price', p.price, 'price_azn', p.price_azn, 'created_at', p.created_at) ORDER BY p.id)
    FROM ${table} p WHERE p.${foreignKey} = ${alias}.id), '[]')`;

export const toPriceWindows = (windows: readonly PriceWindowJson[]): PriceWindowRecord[] =>
  windows.map((window) => ({
    id: window.id,
    start: new Date(window.start),
    end: new Date(window.end),
    price: window.price,
    priceAzn: window.price_azn,
    createdAt: new Date(window.created_at),
  }));

/** What a catalog list is narrowed to. */
export interface CatalogFilter {
  ids?: readonly number[];
  /** Everyone but admins sees active items only. */
  activeOnly: boolean;
}

/**
 * The WHERE clause of a catalog query on the item aliased `alias`, with `equal` adding
 * column = value conditions for the values given; null when no row can match.
 */
export function catalogWhere(
  alias: string,
  filter: CatalogFilter,
  equal: Record<string, unknown> = {},
): { sql: string; parameters: unknown[] } | null {
  if (filter.ids?.length === 0) return null;
  const conditions = filter.activeOnly ? [`${alias}.is_active`] : [];
  const parameters: unknown[] = [];
  if (filter.ids) {
    parameters.push(filter.ids);
    conditions.push(`${alias}.id = ANY($${parameters.length}::int[])`);
  }
  for (const [column, value] of Object.entries(equal)) {
    if (value === undefined) continue;
    parameters.push(value);
    conditions.push(`${alias}.${column} = $${parameters.length}`);
  }
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', parameters };
}

/** The price columns of every catalog item, as the driver returns numeric values: text. */
export interface PriceColumns {
  price: string;
  price_azn: string;
  prolongation_price: string | null;
  prolongation_price_azn: string | null;
}

export const toPrices = (row: PriceColumns) => ({
  price: fromNumeric(row.price),
  priceAzn: fromNumeric(row.price_azn),
  prolongationPrice: fromNumeric(row.prolongation_price),
  prolongationPriceAzn: fromNumeric(row.prolongation_price_azn),
});

/**
 * Runs a catalog select narrowed by `where` (none: no row can match), cut in PostgreSQL to its
 * first `limit` rows when given, and maps each row.
 */
export async function queryCatalog<Row, Item>(
  manager: EntityManager,
  query: { select: string; order: string },
  where: ReturnType<typeof catalogWhere>,
  toItem: (row: Row) => Item,
  limit?: number,
): Promise<Item[]> {
  if (!where) return [];
  const parameters = limit === undefined ? where.parameters : [...where.parameters, limit];
  const limited = limit === undefined ? '' : ` LIMIT $${parameters.length}`;
  const sql = `${query.select} ${where.sql} ${query.order}${limited}`;
  const rows = await queryRows<Row>(manager, sql, parameters);
  return rows.map(toItem);
}
