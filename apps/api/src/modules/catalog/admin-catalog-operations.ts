import { type EntityManager, type EntityTarget, In } from 'typeorm';
import type { AppError } from '../../common/errors/app-error.js';
import { sameValue } from '../../infrastructure/database/apply-fields.js';
import {
  containsIgnoringCase,
  containsPattern,
} from '../../infrastructure/database/text-search.js';
import type { AuditService } from '../audit/audit.service.js';
import type { AddCustomPriceDto, AdminCatalogPageQueryDto } from './dto/admin-catalog.dto.js';
import { customPriceNotFound } from './catalog.errors.js';
import type { PricedItem } from './pricing.js';

/** What is sold in the catalog and edited the same way by admins: webinars and kits. */
export interface CatalogItem extends PricedItem {
  id: number;
  title: string;
  sort: number | null;
}

/** How one kind of catalog item is stored and named; the operations below are shared by both kinds. */
export interface CatalogKind<T extends CatalogItem> {
  type: 'webinar' | 'kit';
  entity: EntityTarget<T>;
  /** Table of its custom price windows and the column pointing back at the item. */
  priceEntity: EntityTarget<object>;
  priceForeignKey: 'webinarId' | 'kitId';
  /** Extra ordering after `sort` (webinars also order by priority). */
  extraOrder?: string;
  notFound: () => AppError;
  unknown: (ids: number[], field: string) => AppError;
}

export async function lockItem<T extends CatalogItem>(
  manager: EntityManager,
  kind: CatalogKind<T>,
  id: number,
): Promise<T> {
  const item = await manager.findOne(kind.entity, {
    where: { id } as never,
    lock: { mode: 'pessimistic_write' },
  });
  if (!item) throw kind.notFound();
  return item;
}

/** A page of ids in catalog order first, so the caller loads only that page with its relations. */
export async function pageOfIds<T extends CatalogItem>(
  manager: EntityManager,
  kind: CatalogKind<T>,
  query: AdminCatalogPageQueryDto,
): Promise<{ ids: number[]; total: number }> {
  const alias = kind.type;
  const builder = manager
    .createQueryBuilder(kind.entity, alias)
    .select([`${alias}.id`])
    .orderBy(`${alias}.sort`, 'ASC', 'NULLS LAST');
  if (kind.extraOrder) builder.addOrderBy(`${alias}.${kind.extraOrder}`, 'DESC');
  builder
    .addOrderBy(`${alias}.id`, 'ASC')
    .skip((query.page - 1) * query.per_page)
    .take(query.per_page);
  const search = query.search?.trim();
  if (search) {
    builder.andWhere(containsIgnoringCase(`${alias}.title`, 'pattern'), {
      pattern: containsPattern(search),
    });
  }
  if (query.is_active !== undefined) {
    builder.andWhere(`${alias}.isActive = :isActive`, { isActive: query.is_active });
  }
  const [page, total] = await builder.getManyAndCount();
  return { ids: page.map((item) => item.id), total };
}

/** Request fields that are prices: their changes go to the price audit, not to the field list. */
const PRICE_FIELDS = [
  'price',
  'price_azn',
  'prolongation_price',
  'prolongation_price_azn',
] as const;

export const isPriceField = (field: string) => (PRICE_FIELDS as readonly string[]).includes(field);

export type PriceSnapshot = Record<(typeof PRICE_FIELDS)[number], number | null>;

/** The stored prices of an item, named as in the API; taken before and after a change. */
export const priceSnapshot = (item: PricedItem): PriceSnapshot => ({
  price: item.price,
  price_azn: item.priceAzn,
  prolongation_price: item.prolongationPrice,
  prolongation_price_azn: item.prolongationPriceAzn,
});

/** Audits a change of the list or renewal prices, if there was one. */
export async function recordPriceChange<T extends CatalogItem>(
  manager: EntityManager,
  audit: AuditService,
  kind: CatalogKind<T>,
  actorId: number,
  item: T,
  before: PriceSnapshot,
): Promise<void> {
  const after = priceSnapshot(item);
  if (sameValue(before, after)) return;
  await audit.record(manager, {
    actorId,
    action: `${kind.type}.price.change`,
    entityType: kind.type,
    entityId: item.id,
    details: { old: before, new: after },
  });
}

export async function addPriceWindow<T extends CatalogItem>(
  manager: EntityManager,
  audit: AuditService,
  kind: CatalogKind<T>,
  actorId: number,
  id: number,
  dto: AddCustomPriceDto,
): Promise<void> {
  await lockItem(manager, kind, id);
  const window = (await manager.save(
    manager.create(kind.priceEntity, {
      [kind.priceForeignKey]: id,
      start: new Date(dto.start),
      end: new Date(dto.end),
      price: dto.price,
      priceAzn: dto.price_azn,
    }),
  )) as { id: number; start: Date; end: Date };
  await audit.record(manager, {
    actorId,
    action: `${kind.type}.custom_price.add`,
    entityType: kind.type,
    entityId: id,
    details: {
      custom_price_id: window.id,
      start: window.start.toISOString(),
      end: window.end.toISOString(),
      price: dto.price,
      price_azn: dto.price_azn,
    },
  });
}

/** Deletes one price window of the item; the audit entry keeps what it was. */
export async function removePriceWindow<T extends CatalogItem>(
  manager: EntityManager,
  audit: AuditService,
  kind: CatalogKind<T>,
  actorId: number,
  id: number,
  priceId: number,
): Promise<void> {
  await lockItem(manager, kind, id);
  const window = (await manager.findOne(kind.priceEntity, {
    where: { id: priceId, [kind.priceForeignKey]: id },
  })) as { id: number; start: Date; end: Date; price: number; priceAzn: number } | null;
  if (!window) throw customPriceNotFound();
  await manager.delete(kind.priceEntity, { id: priceId });
  await audit.record(manager, {
    actorId,
    action: `${kind.type}.custom_price.delete`,
    entityType: kind.type,
    entityId: id,
    details: {
      custom_price_id: window.id,
      start: window.start.toISOString(),
      end: window.end.toISOString(),
      price: window.price,
      price_azn: window.priceAzn,
    },
  });
}

/** Sets sort = position + 1 for the listed items (the others keep theirs), auditing each move. */
export async function sortItems<T extends CatalogItem>(
  manager: EntityManager,
  audit: AuditService,
  kind: CatalogKind<T>,
  actorId: number,
  ids: number[],
): Promise<void> {
  const found = await manager.find(kind.entity, {
    where: { id: In(ids) } as never,
    lock: { mode: 'pessimistic_write' },
  });
  const byId = new Map(found.map((item) => [item.id, item]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) throw kind.unknown(missing, 'ids');
  for (const [index, id] of ids.entries()) {
    const item = byId.get(id)!;
    if (item.sort === index + 1) continue;
    await manager.update(kind.entity, { id } as never, { sort: index + 1 } as never);
    await audit.record(manager, {
      actorId,
      action: `${kind.type}.sort`,
      entityType: kind.type,
      entityId: id,
      details: { old: item.sort, new: index + 1 },
    });
  }
}
