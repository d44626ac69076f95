import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, In, type SelectQueryBuilder } from 'typeorm';
import { AccessService } from '../access/access.service.js';
import type { AccessGrant } from '../access/entities/access-grant.entity.js';
import type { Viewer } from '../catalog/viewer.js';
import type { WebinarDto } from '../webinars/dto/webinar.dto.js';
import { webinarQuery } from '../webinars/webinar-query.js';
import { WebinarsService } from '../webinars/webinars.service.js';
import { type KitDto, toKitDto } from './dto/kit.dto.js';
import { Kit } from './entities/kit.entity.js';
import { kitNotFound } from './kits.errors.js';

/** What learners and visitors see of the kits; inactive ones only admins see. */
@Injectable()
export class KitsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly webinars: WebinarsService,
  ) {}

  async list(viewer: Viewer): Promise<KitDto[]> {
    return this.present(await this.visible(this.kitQuery(), viewer).getMany(), viewer);
  }

  async get(id: number, viewer: Viewer): Promise<KitDto> {
    const kit = await this.kitQuery().where('kit.id = :id', { id }).getOne();
    if (!kit || (!kit.isActive && !viewer.isAdmin)) throw kitNotFound();
    return (await this.present([kit], viewer))[0]!;
  }

  async owned(viewer: Viewer & { user: { id: number } }, markId?: number): Promise<KitDto[]> {
    const grants = await this.access.ownedGrants(viewer.user.id, 'kit');
    if (grants.size === 0) return [];
    const query = this.visible(this.kitQuery().where({ id: In([...grants.keys()]) }), viewer);
    if (markId !== undefined) query.andWhere('kit.markId = :markId', { markId });
    return this.present(await query.getMany(), viewer, grants);
  }

  /** Kits with their items and price windows, in catalog order (sort, then id). */
  kitQuery(): SelectQueryBuilder<Kit> {
    return this.dataSource.manager
      .createQueryBuilder(Kit, 'kit')
      .leftJoinAndSelect('kit.items', 'item')
      .leftJoinAndSelect('kit.customPrices', 'customPrice')
      .orderBy('kit.sort', 'ASC', 'NULLS LAST')
      .addOrderBy('kit.id', 'ASC')
      .addOrderBy('item.position', 'ASC');
  }

  private visible(query: SelectQueryBuilder<Kit>, viewer: Viewer): SelectQueryBuilder<Kit> {
    return viewer.isAdmin ? query : query.andWhere('kit.isActive = true');
  }

  /** Two more queries whatever the number of kits: their webinars, then the viewer's grants. */
  async present(kits: Kit[], viewer: Viewer, known?: Map<number, AccessGrant>): Promise<KitDto[]> {
    const webinarIds = [...new Set(kits.flatMap((kit) => kit.items.map((item) => item.webinarId)))];
    const webinarQueryForKits = webinarQuery(this.dataSource.manager).where({ id: In(webinarIds) });
    if (!viewer.isAdmin) webinarQueryForKits.andWhere('webinar.isActive = true');
    const loaded = webinarIds.length ? await webinarQueryForKits.getMany() : [];
    const byId = new Map<number, WebinarDto>(
      (await this.webinars.present(loaded, viewer)).map((dto) => [dto.id, dto]),
    );
    const grants =
      known ??
      (await this.access.grantsFor(
        viewer.user?.id,
        'kit',
        kits.map((kit) => kit.id),
      ));
    return kits.map((kit) =>
      toKitDto(
        kit,
        kit.items.flatMap((item) => byId.get(item.webinarId) ?? []),
        viewer,
        grants.get(kit.id),
      ),
    );
  }
}
