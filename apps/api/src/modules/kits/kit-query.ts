import type { EntityManager } from 'typeorm';
import {
  type CatalogFilter,
  catalogWhere,
  type PriceColumns,
  type PriceWindowJson,
  priceWindowsSql,
  queryCatalog,
  toPrices,
  toPriceWindows,
} from '../catalog/catalog-sql.js';
import type { KitCustomPrice } from './entities/kit-custom-price.entity.js';
import type { Kit } from './entities/kit.entity.js';

export type KitPriceWindow = Omit<KitCustomPrice, 'kit'>;

/**
 * A kit as the catalog reads it: every column of the entity (the compiler insists), the ids of its
 * webinars in kit order and every one of its price windows.
 */
export interface KitRecord extends Omit<Kit, 'items' | 'customPrices'> {
  webinarIds: number[];
  customPrices: KitPriceWindow[];
}

export interface KitFilter extends CatalogFilter {
  markId?: number;
}

interface KitRow extends PriceColumns {
  id: number;
  title: string;
  description: string;
  image: string | null;
  mark_id: number | null;
  sort: number | null;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
  webinar_ids: number[];
  custom_prices: PriceWindowJson[];
}

// One row per kit: its webinars and price windows come as JSON sub-selects, not joined rows.
const SELECT_KITS = `
  SELECT k.id, k.title, k.description, k.price, k.price_azn, k.prolongation_price,
    k.prolongation_price_azn, k.image, k.mark_id, k.sort, k.is_active, k.created_at, k.updated_at,
    COALESCE((
      SELECT json_agg(kw.webinar_id ORDER BY kw.position)
      FROM kit_webinars kw WHERE kw.kit_id = k.id), '[]') AS webinar_ids,
    ${priceWindowsSql('kit_custom_prices', 'kit_id', 'k')} AS custom_prices
  FROM kits k`;

/** Catalog order: sort, then id. */
const CATALOG_ORDER = 'ORDER BY k.sort ASC NULLS LAST, k.id ASC';

export function loadKits(
  manager: EntityManager,
  filter: KitFilter & { limit?: number },
): Promise<KitRecord[]> {
  return queryCatalog(
    manager,
    { select: SELECT_KITS, order: CATALOG_ORDER },
    catalogWhere('k', filter, { mark_id: filter.markId }),
    toKitRecord,
    filter.limit,
  );
}

function toKitRecord(row: KitRow): KitRecord {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    ...toPrices(row),
    image: row.image,
    markId: row.mark_id,
    sort: row.sort,
    isActive: row.is_active,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    webinarIds: row.webinar_ids,
    customPrices: toPriceWindows(row.custom_prices).map((window) => ({
      ...window,
      kitId: row.id,
    })),
  };
}
