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
import type { Tag } from './entities/tag.entity.js';
import type { WebinarCustomPrice } from './entities/webinar-custom-price.entity.js';
import type { Webinar } from './entities/webinar.entity.js';

export type WebinarPriceWindow = Omit<WebinarCustomPrice, 'webinar'>;

/**
 * A webinar as the catalog reads it: every column of the entity (the compiler insists), its tags
 * in title order and every one of its price windows.
 */
export interface WebinarRecord extends Omit<Webinar, 'tagLinks' | 'customPrices'> {
  tags: Tag[];
  customPrices: WebinarPriceWindow[];
}

interface WebinarRow extends PriceColumns {
  id: number;
  title: string;
  url: string | null;
  video_url: string | null;
  image: string | null;
  length: string | null;
  age: number;
  is_active: boolean;
  short_description: string;
  description: string[];
  sort: number | null;
  priority: number;
  created_at: Date;
  updated_at: Date;
  tags: Tag[];
  custom_prices: PriceWindowJson[];
}

// One statement and one row per webinar. Tags and price windows come as JSON sub-selects: joining
// them would repeat each course (and its long description) once per tag and window. The
// description comes as JSON too, which JSON.parse reads several times faster than the driver
// parses a text[] literal.
const SELECT_WEBINARS = `
  SELECT w.id, w.title, w.url, w.video_url, w.image, w.length, w.age, w.price, w.price_azn,
    w.prolongation_price, w.prolongation_price_azn, w.is_active, w.short_description,
    array_to_json(w.description) AS description, w.sort, w.priority, w.created_at, w.updated_at,
    COALESCE((
      SELECT json_agg(json_build_object('id', t.id, 'title', t.title) ORDER BY t.title)
      FROM webinar_tags wt JOIN tags t ON t.id = wt.tag_id
      WHERE wt.webinar_id = w.id), '[]') AS tags,
    ${priceWindowsSql('webinar_custom_prices', 'webinar_id', 'w')} AS custom_prices
  FROM webinars w`;

/** Catalog order: sort, then priority, then id. */
const CATALOG_ORDER = 'ORDER BY w.sort ASC NULLS LAST, w.priority DESC, w.id ASC';

/** The webinars the filter lets through, in catalog order; only the first `limit` when given. */
export function loadWebinars(
  manager: EntityManager,
  filter: CatalogFilter & { limit?: number },
): Promise<WebinarRecord[]> {
  return queryCatalog(
    manager,
    { select: SELECT_WEBINARS, order: CATALOG_ORDER },
    catalogWhere('w', filter),
    toWebinarRecord,
    filter.limit,
  );
}

function toWebinarRecord(row: WebinarRow): WebinarRecord {
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    videoUrl: row.video_url,
    image: row.image,
    length: row.length,
    age: row.age,
    ...toPrices(row),
    isActive: row.is_active,
    shortDescription: row.short_description,
    description: row.description,
    sort: row.sort,
    priority: row.priority,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    tags: row.tags,
    customPrices: toPriceWindows(row.custom_prices).map((window) => ({
      ...window,
      webinarId: row.id,
    })),
  };
}
