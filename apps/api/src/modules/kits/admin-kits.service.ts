import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AccessService } from '../access/access.service.js';
import { AuditService } from '../audit/audit.service.js';
import { type AdminCatalogKind, AdminCatalogWorkflow } from '../catalog/admin-catalog-workflow.js';
import { Webinar } from '../webinars/entities/webinar.entity.js';
import { unknownWebinars } from '../webinars/webinars.errors.js';
import { type AdminKitDto, toAdminKitDto, type UpdateKitDto } from './dto/admin-kit.dto.js';
import type { KitDto } from './dto/kit.dto.js';
import { KitCustomPrice } from './entities/kit-custom-price.entity.js';
import { KitWebinar } from './entities/kit-webinar.entity.js';
import { Kit } from './entities/kit.entity.js';
import { type KitRecord, loadKits } from './kit-query.js';
import { kitHasLearners, kitNotFound, unknownKits } from './kits.errors.js';
import { KitsService } from './kits.service.js';

type KitKind = AdminCatalogKind<Kit, KitRecord, KitDto, AdminKitDto, UpdateKitDto>;

/** Request field → entity column, for everything copied as it is. */
const columns = {
  title: 'title',
  description: 'description',
  price: 'price',
  price_azn: 'priceAzn',
  prolongation_price: 'prolongationPrice',
  prolongation_price_azn: 'prolongationPriceAzn',
  image: 'image',
  mark_id: 'markId',
  sort: 'sort',
  is_active: 'isActive',
} as const satisfies Record<keyof Omit<UpdateKitDto, 'webinar_ids'>, keyof Kit>;

const kitKind: Omit<KitKind, 'present'> = {
  type: 'kit',
  entity: Kit,
  priceEntity: KitCustomPrice,
  priceForeignKey: 'kitId',
  notFound: kitNotFound,
  unknown: unknownKits,
  hasLearners: kitHasLearners,
  columns,
  // A kit's courses are what its buyers get, so their list is audited with every change.
  links: {
    field: 'webinar_ids',
    entity: KitWebinar,
    itemColumn: 'kitId',
    targetColumn: 'webinarId',
    target: Webinar,
    unknown: unknownWebinars,
    positionColumn: 'position',
    changeAction: 'kit.webinars.change',
  },
  load: (manager, ids) => loadKits(manager, { ids, activeOnly: false }),
  toAdminDto: toAdminKitDto,
};

/** The admin side of the kits: the catalog workflow with the courses, in order, as the links. */
@Injectable()
export class AdminKitsService extends AdminCatalogWorkflow<
  Kit,
  KitRecord,
  KitDto,
  AdminKitDto,
  UpdateKitDto
> {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    audit: AuditService,
    access: AccessService,
    kits: KitsService,
  ) {
    super(dataSource, audit, access, {
      ...kitKind,
      present: (items, viewer) => kits.present(items, viewer),
    });
  }
}
