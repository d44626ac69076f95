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
import { KitWebinar } from '../kits/entities/kit-webinar.entity.js';
import {
  type AdminWebinarDto,
  type CreateWebinarDto,
  toAdminWebinarDto,
  type UpdateWebinarDto,
} from './dto/admin-webinar.dto.js';
import type { WebinarDto } from './dto/webinar.dto.js';
import { Tag } from './entities/tag.entity.js';
import { WebinarCustomPrice } from './entities/webinar-custom-price.entity.js';
import { WebinarTag } from './entities/webinar-tag.entity.js';
import { Webinar } from './entities/webinar.entity.js';
import { webinarQuery } from './webinar-query.js';
import {
  unknownTags,
  unknownWebinars,
  webinarHasLearners,
  webinarNotFound,
} from './webinars.errors.js';
import { WebinarsService } from './webinars.service.js';

type WebinarFields = Omit<UpdateWebinarDto, 'tag_ids'>;

const webinarKind: CatalogKind<Webinar> = {
  type: 'webinar',
  entity: Webinar,
  priceEntity: WebinarCustomPrice,
  priceForeignKey: 'webinarId',
  extraOrder: 'priority',
  notFound: webinarNotFound,
  unknown: unknownWebinars,
};

/** Request field → entity column, for everything that is copied as is. */
const columns = {
  title: 'title',
  short_description: 'shortDescription',
  description: 'description',
  url: 'url',
  video_url: 'videoUrl',
  image: 'image',
  length: 'length',
  age: 'age',
  is_active: 'isActive',
  sort: 'sort',
  priority: 'priority',
  price: 'price',
  price_azn: 'priceAzn',
} as const satisfies Record<keyof WebinarFields, keyof Webinar>;

/** The admin side of the webinars: every change runs in one transaction with its audit entry. */
@Injectable()
export class AdminWebinarsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly webinars: WebinarsService,
  ) {}

  /** A page of ids first, then the page's webinars with their tags and prices (vendure #1503). */
  async list(
    query: TitleSearchPageQueryDto,
    viewer: Viewer,
  ): Promise<{ webinars: WebinarDto[]; total: number }> {
    const { ids, total } = await pageOfIds(this.dataSource.manager, webinarKind, query);
    if (ids.length === 0) return { webinars: [], total };
    const loaded = await webinarQuery(this.dataSource.manager)
      .where({ id: In(ids) })
      .getMany();
    return { webinars: await this.webinars.present(loaded, viewer), total };
  }

  async get(id: number, viewer: Viewer): Promise<AdminWebinarDto> {
    const webinar = await webinarQuery(this.dataSource.manager)
      .where('webinar.id = :id', { id })
      .getOne();
    if (!webinar) throw webinarNotFound();
    const [dto] = await this.webinars.present([webinar], viewer);
    return toAdminWebinarDto(webinar, dto!);
  }

  async create(actorId: number, dto: CreateWebinarDto, viewer: Viewer): Promise<AdminWebinarDto> {
    const id = await this.dataSource.transaction(async (manager) => {
      const webinar = manager.create(Webinar, {});
      applyFields(webinar, dto, columns, ['shortDescription']);
      const saved = await manager.save(webinar);
      await this.setTags(manager, saved.id, dto.tag_ids ?? []);
      await this.audit.record(manager, {
        actorId,
        action: 'webinar.create',
        entityType: 'webinar',
        entityId: saved.id,
        details: { title: saved.title, price: saved.price, price_azn: saved.priceAzn },
      });
      return saved.id;
    });
    return this.get(id, viewer);
  }

  async update(
    actorId: number,
    id: number,
    dto: UpdateWebinarDto,
    viewer: Viewer,
  ): Promise<AdminWebinarDto> {
    await this.dataSource.transaction(async (manager) => {
      const webinar = await lockItem(manager, webinarKind, id);
      const before = { price: webinar.price, price_azn: webinar.priceAzn };
      const changed = applyFields(webinar, dto, columns, ['shortDescription']);
      await manager.save(webinar);
      if (dto.tag_ids !== undefined) {
        await this.setTags(manager, id, dto.tag_ids);
        changed.push('tag_ids');
      }
      await recordPriceChange(manager, this.audit, webinarKind, actorId, webinar, before);
      const others = changed.filter((field) => field !== 'price' && field !== 'price_azn');
      if (others.length > 0) {
        await this.audit.record(manager, {
          actorId,
          action: 'webinar.update',
          entityType: 'webinar',
          entityId: id,
          details: { fields: others },
        });
      }
    });
    return this.get(id, viewer);
  }

  /** Refused while any learner has or had access: the grant would vanish with the course. */
  async remove(actorId: number, id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const webinar = await lockItem(manager, webinarKind, id);
      if (await manager.existsBy(AccessGrant, { webinarId: id })) throw webinarHasLearners();
      const kitIds = (await manager.findBy(KitWebinar, { webinarId: id })).map(
        (item) => item.kitId,
      );
      await manager.delete(Webinar, { id });
      await this.audit.record(manager, {
        actorId,
        action: 'webinar.delete',
        entityType: 'webinar',
        entityId: id,
        details: {
          title: webinar.title,
          price: webinar.price,
          price_azn: webinar.priceAzn,
          removed_from_kit_ids: kitIds,
        },
      });
    });
  }

  async addCustomPrice(
    actorId: number,
    id: number,
    dto: AddCustomPriceDto,
    viewer: Viewer,
  ): Promise<AdminWebinarDto> {
    await this.dataSource.transaction(async (manager) => {
      await addPriceWindow(manager, this.audit, webinarKind, actorId, id, dto);
    });
    return this.get(id, viewer);
  }

  /** Sets sort = position + 1 for the listed webinars; the others keep theirs. */
  async sort(actorId: number, ids: number[], viewer: Viewer): Promise<WebinarDto[]> {
    await this.dataSource.transaction((manager) =>
      sortItems(manager, this.audit, webinarKind, actorId, ids),
    );
    const sorted = await webinarQuery(this.dataSource.manager)
      .where({ id: In(ids) })
      .getMany();
    return this.webinars.present(sorted, viewer);
  }

  private async setTags(manager: EntityManager, webinarId: number, tagIds: number[]) {
    if (tagIds.length > 0) {
      const known = new Set((await manager.findBy(Tag, { id: In(tagIds) })).map((tag) => tag.id));
      const missing = tagIds.filter((id) => !known.has(id));
      if (missing.length > 0) throw unknownTags(missing);
    }
    await manager.delete(WebinarTag, { webinarId });
    if (tagIds.length > 0) {
      await manager.insert(
        WebinarTag,
        tagIds.map((tagId) => ({ webinarId, tagId })),
      );
    }
  }
}
