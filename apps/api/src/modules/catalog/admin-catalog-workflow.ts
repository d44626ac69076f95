import type { DataSource, EntityManager } from 'typeorm';
import type { AppError } from '../../common/errors/app-error.js';
import {
  applyFields,
  type FieldColumns,
  sameValue,
} from '../../infrastructure/database/apply-fields.js';
import type { AccessService } from '../access/access.service.js';
import type { AuditService } from '../audit/audit.service.js';
import {
  addPriceWindow,
  type CatalogItem,
  type CatalogKind,
  isPriceField,
  lockItem,
  pageOfIds,
  priceSnapshot,
  recordPriceChange,
  removePriceWindow,
  sortItems,
} from './admin-catalog-operations.js';
import { type CatalogLinks, linkedIds, replaceLinks } from './catalog-links.js';
import type { AddCustomPriceDto, AdminCatalogPageQueryDto } from './dto/admin-catalog.dto.js';
import type { Viewer } from './viewer.js';

/**
 * Everything that makes one kind of catalog item (webinars, kits, later school tariffs) different
 * for the admin workflow: where it is stored, its errors, its field map and its links, and how its
 * answers are read back.
 */
export interface AdminCatalogKind<
  Item extends CatalogItem,
  Loaded,
  Listed,
  Detailed,
  Fields,
> extends CatalogKind<Item> {
  /** Request field → entity column, for every field copied as it is. */
  columns: FieldColumns<Fields, Item>;
  links: CatalogLinks;
  /** Answered while any access grant names the item, which then stays. */
  hasLearners: () => AppError;
  /** More of the delete entry's details, read before the row goes. */
  deletionDetails?: (manager: EntityManager, id: number) => Promise<Record<string, unknown>>;
  /** Reads the items back in catalog order, whether active or not. */
  load: (manager: EntityManager, ids: readonly number[]) => Promise<Loaded[]>;
  /** The list answer for items already loaded, as this viewer sees them. */
  present: (items: Loaded[], viewer: Viewer) => Promise<Listed[]>;
  /** The admin's answer for one item: its list answer and what only admins see. */
  toAdminDto: (item: Loaded, listed: Listed) => Detailed;
}

/**
 * The admin side of a catalog kind: every change runs in one transaction with its audit entries,
 * and answers with the item as the admin sees it afterwards.
 */
export class AdminCatalogWorkflow<
  Item extends CatalogItem,
  Loaded,
  Listed,
  Detailed,
  Fields extends object,
> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly access: AccessService,
    private readonly kind: AdminCatalogKind<Item, Loaded, Listed, Detailed, Fields>,
  ) {}

  /** A page of ids first, then only that page with its relations (vendure #1503). */
  async list(
    query: AdminCatalogPageQueryDto,
    viewer: Viewer,
  ): Promise<{ items: Listed[]; total: number }> {
    const { ids, total } = await pageOfIds(this.dataSource.manager, this.kind, query);
    return { items: ids.length === 0 ? [] : await this.read(ids, viewer), total };
  }

  async get(id: number, viewer: Viewer): Promise<Detailed> {
    const [item] = await this.kind.load(this.dataSource.manager, [id]);
    if (!item) throw this.kind.notFound();
    const [listed] = await this.kind.present([item], viewer);
    return this.kind.toAdminDto(item, listed!);
  }

  async create(actorId: number, dto: Fields, viewer: Viewer): Promise<Detailed> {
    const { kind } = this;
    const id = await this.dataSource.transaction(async (manager) => {
      const item = manager.create(kind.entity);
      applyFields(item, dto, kind.columns);
      const saved = await manager.save(item);
      const ids = this.linkIdsOf(dto) ?? [];
      await replaceLinks(manager, kind.links, saved.id, ids);
      await this.record(manager, actorId, saved.id, 'create', {
        ...summary(saved),
        ...(kind.links.changeAction ? { [kind.links.field]: ids } : {}),
      });
      return saved.id;
    });
    return this.get(id, viewer);
  }

  /** Price changes get an entry with old and new prices; the other changed fields one naming them. */
  async update(actorId: number, id: number, dto: Fields, viewer: Viewer): Promise<Detailed> {
    const { kind } = this;
    await this.dataSource.transaction(async (manager) => {
      const item = await lockItem(manager, kind, id);
      const pricesBefore = priceSnapshot(item);
      const changed = applyFields(item, dto, kind.columns);
      await manager.save(item);
      await recordPriceChange(manager, this.audit, kind, actorId, item, pricesBefore);
      if (await this.updateLinks(manager, actorId, id, dto)) changed.push(kind.links.field);
      const fields = changed.filter((field) => !isPriceField(field));
      if (fields.length > 0) await this.record(manager, actorId, id, 'update', { fields });
    });
    return this.get(id, viewer);
  }

  /** Refused while any learner has or had access: their grants would vanish with the item. */
  async remove(actorId: number, id: number): Promise<void> {
    const { kind } = this;
    await this.dataSource.transaction(async (manager) => {
      const item = await lockItem(manager, kind, id);
      if (await this.access.hasGrants(kind.type, id, manager)) throw kind.hasLearners();
      const details = {
        ...summary(item),
        ...(kind.links.changeAction
          ? { [kind.links.field]: await linkedIds(manager, kind.links, id) }
          : {}),
        ...(await kind.deletionDetails?.(manager, id)),
      };
      await manager.delete(kind.entity, { id });
      await this.record(manager, actorId, id, 'delete', details);
    });
  }

  async addCustomPrice(
    actorId: number,
    id: number,
    dto: AddCustomPriceDto,
    viewer: Viewer,
  ): Promise<Detailed> {
    await this.dataSource.transaction((manager) =>
      addPriceWindow(manager, this.audit, this.kind, actorId, id, dto),
    );
    return this.get(id, viewer);
  }

  async removeCustomPrice(
    actorId: number,
    id: number,
    priceId: number,
    viewer: Viewer,
  ): Promise<Detailed> {
    await this.dataSource.transaction((manager) =>
      removePriceWindow(manager, this.audit, this.kind, actorId, id, priceId),
    );
    return this.get(id, viewer);
  }

  /** Sets sort = position + 1 for the listed items (the others keep theirs); answers them. */
  async sort(actorId: number, ids: number[], viewer: Viewer): Promise<Listed[]> {
    await this.dataSource.transaction((manager) =>
      sortItems(manager, this.audit, this.kind, actorId, ids),
    );
    return this.read(ids, viewer);
  }

  private async read(ids: readonly number[], viewer: Viewer): Promise<Listed[]> {
    return this.kind.present(await this.kind.load(this.dataSource.manager, ids), viewer);
  }

  private linkIdsOf(dto: Fields): number[] | undefined {
    return (dto as Record<string, number[] | undefined>)[this.kind.links.field];
  }

  /**
   * Replaces the links when the request sends them. An audited list gets its own entry when it
   * changed; otherwise answers whether the field is to be named among the updated ones.
   */
  private async updateLinks(
    manager: EntityManager,
    actorId: number,
    id: number,
    dto: Fields,
  ): Promise<boolean> {
    const { links } = this.kind;
    const ids = this.linkIdsOf(dto);
    if (ids === undefined) return false;
    if (!links.changeAction) {
      await replaceLinks(manager, links, id, ids);
      return true;
    }
    const old = await linkedIds(manager, links, id);
    await replaceLinks(manager, links, id, ids);
    if (!sameValue(old, ids)) {
      await this.audit.record(manager, {
        actorId,
        action: links.changeAction,
        entityType: this.kind.type,
        entityId: id,
        details: { old, new: ids },
      });
    }
    return false;
  }

  private record(
    manager: EntityManager,
    actorId: number,
    id: number,
    event: 'create' | 'update' | 'delete',
    details: Record<string, unknown>,
  ): Promise<void> {
    const { type } = this.kind;
    return this.audit.record(manager, {
      actorId,
      action: `${type}.${event}`,
      entityType: type,
      entityId: id,
      details,
    });
  }
}

/** What the create and delete entries say about the item whatever its kind. */
const summary = (item: CatalogItem) => ({
  title: item.title,
  price: item.price,
  price_azn: item.priceAzn,
});
