import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In } from 'typeorm';
import type { TitleSearchPageQueryDto } from '../../common/dto/page-query.dto.js';
import { AccessGrant } from '../access/entities/access-grant.entity.js';
import { AuditService } from '../audit/audit.service.js';
import {
  addPriceWindow,
  applyFields,
  type CatalogKind,
  lockItem,
  pageOfIds,
  recordPriceChange,
  sortItems,
} from '../catalog/admin-catalog-operations.js';
import type { AddCustomPriceDto } from '../catalog/dto/admin-catalog.dto.js';
import type { Viewer } from '../catalog/viewer.js';
import { Webinar } from '../webinars/entities/webinar.entity.js';
import { unknownWebinars } from '../webinars/webinars.errors.js';
import {
  type AdminKitDto,
  type CreateKitDto,
  toAdminKitDto,
  type UpdateKitDto,
} from './dto/admin-kit.dto.js';
import type { KitDto } from './dto/kit.dto.js';
import { KitCustomPrice } from './entities/kit-custom-price.entity.js';
import { KitWebinar } from './entities/kit-webinar.entity.js';
import { Kit } from './entities/kit.entity.js';
import { kitHasLearners, kitNotFound, unknownKits } from './kits.errors.js';
import { KitsService } from './kits.service.js';

type KitFields = Omit<UpdateKitDto, 'webinar_ids'>;

const kitKind: CatalogKind<Kit> = {
  type: 'kit',
  entity: Kit,
  priceEntity: KitCustomPrice,
  priceForeignKey: 'kitId',
  notFound: kitNotFound,
  unknown: unknownKits,
};

/** Request field → entity column, for everything that is copied as is. */
const columns = {
  title: 'title',
  description: 'description',
  price: 'price',
  price_azn: 'priceAzn',
  image: 'image',
  mark_id: 'markId',
  sort: 'sort',
  is_active: 'isActive',
} as const satisfies Record<keyof KitFields, keyof Kit>;

/** The admin side of the kits: every change runs in one transaction with its audit entry. */
@Injectable()
export class AdminKitsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly kits: KitsService,
  ) {}

  /** A page of ids first, then the page's kits with their courses and prices. */
  async list(
    query: TitleSearchPageQueryDto,
    viewer: Viewer,
  ): Promise<{ kits: KitDto[]; total: number }> {
    const { ids, total } = await pageOfIds(this.dataSource.manager, kitKind, query);
    if (ids.length === 0) return { kits: [], total };
    const loaded = await this.kits
      .kitQuery()
      .where({ id: In(ids) })
      .getMany();
    return { kits: await this.kits.present(loaded, viewer), total };
  }

  async get(id: number, viewer: Viewer): Promise<AdminKitDto> {
    const kit = await this.kits.kitQuery().where('kit.id = :id', { id }).getOne();
    if (!kit) throw kitNotFound();
    const [dto] = await this.kits.present([kit], viewer);
    return toAdminKitDto(kit, dto!);
  }

  async create(actorId: number, dto: CreateKitDto, viewer: Viewer): Promise<AdminKitDto> {
    const id = await this.dataSource.transaction(async (manager) => {
      const kit = manager.create(Kit, {});
      applyFields(kit, dto, columns);
      const saved = await manager.save(kit);
      await this.setWebinars(manager, saved.id, dto.webinar_ids ?? []);
      await this.audit.record(manager, {
        actorId,
        action: 'kit.create',
        entityType: 'kit',
        entityId: saved.id,
        details: {
          title: saved.title,
          price: saved.price,
          price_azn: saved.priceAzn,
          webinar_ids: dto.webinar_ids ?? [],
        },
      });
      return saved.id;
    });
    return this.get(id, viewer);
  }

  async update(
    actorId: number,
    id: number,
    dto: UpdateKitDto,
    viewer: Viewer,
  ): Promise<AdminKitDto> {
    await this.dataSource.transaction(async (manager) => {
      const kit = await lockItem(manager, kitKind, id);
      const before = { price: kit.price, price_azn: kit.priceAzn };
      const changed = applyFields(kit, dto, columns);
      await manager.save(kit);
      await recordPriceChange(manager, this.audit, kitKind, actorId, kit, before);
      if (dto.webinar_ids !== undefined) {
        const old = (
          await manager.find(KitWebinar, { where: { kitId: id }, order: { position: 'ASC' } })
        ).map((item) => item.webinarId);
        await this.setWebinars(manager, id, dto.webinar_ids);
        if (JSON.stringify(old) !== JSON.stringify(dto.webinar_ids)) {
          await this.audit.record(manager, {
            actorId,
            action: 'kit.webinars.change',
            entityType: 'kit',
            entityId: id,
            details: { old, new: dto.webinar_ids },
          });
        }
      }
      const others = changed.filter((field) => field !== 'price' && field !== 'price_azn');
      if (others.length > 0) {
        await this.audit.record(manager, {
          actorId,
          action: 'kit.update',
          entityType: 'kit',
          entityId: id,
          details: { fields: others },
        });
      }
    });
    return this.get(id, viewer);
  }

  /** Refused while any learner has or had access: their grants would vanish with the kit. */
  async remove(actorId: number, id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const kit = await lockItem(manager, kitKind, id);
      if (await manager.existsBy(AccessGrant, { kitId: id })) throw kitHasLearners();
      const webinarIds = (
        await manager.find(KitWebinar, { where: { kitId: id }, order: { position: 'ASC' } })
      ).map((item) => item.webinarId);
      await manager.delete(Kit, { id });
      await this.audit.record(manager, {
        actorId,
        action: 'kit.delete',
        entityType: 'kit',
        entityId: id,
        details: {
          title: kit.title,
          price: kit.price,
          price_azn: kit.priceAzn,
          webinar_ids: webinarIds,
        },
      });
    });
  }

  async addCustomPrice(
    actorId: number,
    id: number,
    dto: AddCustomPriceDto,
    viewer: Viewer,
  ): Promise<AdminKitDto> {
    await this.dataSource.transaction(async (manager) => {
      await addPriceWindow(manager, this.audit, kitKind, actorId, id, dto);
    });
    return this.get(id, viewer);
  }

  /** Sets sort = position + 1 for the listed kits; the others keep theirs. */
  async sort(actorId: number, ids: number[], viewer: Viewer): Promise<KitDto[]> {
    await this.dataSource.transaction((manager) =>
      sortItems(manager, this.audit, kitKind, actorId, ids),
    );
    const sorted = await this.kits
      .kitQuery()
      .where({ id: In(ids) })
      .getMany();
    return this.kits.present(sorted, viewer);
  }

  /** Replaces the kit's courses; positions follow the order of the list, from 0. */
  private async setWebinars(manager: EntityManager, kitId: number, webinarIds: number[]) {
    if (webinarIds.length > 0) {
      const known = new Set(
        (await manager.find(Webinar, { select: { id: true }, where: { id: In(webinarIds) } })).map(
          (webinar) => webinar.id,
        ),
      );
      const missing = webinarIds.filter((id) => !known.has(id));
      if (missing.length > 0) throw unknownWebinars(missing, 'webinar_ids');
    }
    await manager.delete(KitWebinar, { kitId });
    if (webinarIds.length > 0) {
      await manager.insert(
        KitWebinar,
        webinarIds.map((webinarId, position) => ({ kitId, webinarId, position })),
      );
    }
  }
}
