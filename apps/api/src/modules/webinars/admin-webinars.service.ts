import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AccessService } from '../access/access.service.js';
import { AuditService } from '../audit/audit.service.js';
import { type AdminCatalogKind, AdminCatalogWorkflow } from '../catalog/admin-catalog-workflow.js';
import {
  type AdminWebinarDto,
  toAdminWebinarDto,
  type UpdateWebinarDto,
} from './dto/admin-webinar.dto.js';
import type { WebinarDto } from './dto/webinar.dto.js';
import { Tag } from './entities/tag.entity.js';
import { WebinarCustomPrice } from './entities/webinar-custom-price.entity.js';
import { WebinarTag } from './entities/webinar-tag.entity.js';
import { Webinar } from './entities/webinar.entity.js';
import { loadWebinars, type WebinarRecord } from './webinar-query.js';
import { WebinarKits } from './webinar-kits.js';
import {
  unknownTags,
  unknownWebinars,
  webinarHasLearners,
  webinarNotFound,
} from './webinars.errors.js';
import { WebinarsService } from './webinars.service.js';

type WebinarKind = AdminCatalogKind<
  Webinar,
  WebinarRecord,
  WebinarDto,
  AdminWebinarDto,
  UpdateWebinarDto
>;

/** Request field → entity column, for everything copied as it is. */
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
  prolongation_price: 'prolongationPrice',
  prolongation_price_azn: 'prolongationPriceAzn',
} as const satisfies Record<keyof Omit<UpdateWebinarDto, 'tag_ids'>, keyof Webinar>;

const webinarKind: Omit<WebinarKind, 'present'> = {
  type: 'webinar',
  entity: Webinar,
  priceEntity: WebinarCustomPrice,
  priceForeignKey: 'webinarId',
  extraOrder: 'priority',
  notFound: webinarNotFound,
  unknown: unknownWebinars,
  hasLearners: webinarHasLearners,
  columns,
  links: {
    field: 'tag_ids',
    entity: WebinarTag,
    itemColumn: 'webinarId',
    targetColumn: 'tagId',
    target: Tag,
    unknown: unknownTags,
  },
  load: (manager, ids) => loadWebinars(manager, { ids, activeOnly: false }),
  toAdminDto: toAdminWebinarDto,
};

/** The admin side of the webinars: the catalog workflow with the tags as the course's links. */
@Injectable()
export class AdminWebinarsService extends AdminCatalogWorkflow<
  Webinar,
  WebinarRecord,
  WebinarDto,
  AdminWebinarDto,
  UpdateWebinarDto
> {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    audit: AuditService,
    access: AccessService,
    webinars: WebinarsService,
    kits: WebinarKits,
  ) {
    super(dataSource, audit, access, {
      ...webinarKind,
      present: (items, viewer) => webinars.present(items, viewer),
      // The course leaves every kit it was in; the entry says which.
      deletionDetails: async (manager, id) => ({
        removed_from_kit_ids: await kits.kitIdsOf(manager, id),
      }),
    });
  }
}
