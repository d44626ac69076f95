import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, In } from 'typeorm';
import { AccessService } from '../access/access.service.js';
import type { AccessGrant } from '../access/entities/access-grant.entity.js';
import type { Viewer } from '../catalog/viewer.js';
import { type TagDto, toTagDto, toWebinarDto, type WebinarDto } from './dto/webinar.dto.js';
import { Tag } from './entities/tag.entity.js';
import type { Webinar } from './entities/webinar.entity.js';
import { webinarQuery } from './webinar-query.js';
import { webinarNotFound } from './webinars.errors.js';

/** What learners and visitors see of the webinars; inactive ones only admins see. */
@Injectable()
export class WebinarsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: AccessService,
  ) {}

  async list(viewer: Viewer): Promise<WebinarDto[]> {
    const query = webinarQuery(this.dataSource.manager);
    if (!viewer.isAdmin) query.where('webinar.isActive = true');
    return this.present(await query.getMany(), viewer);
  }

  async get(id: number, viewer: Viewer): Promise<WebinarDto> {
    const webinar = await webinarQuery(this.dataSource.manager)
      .where('webinar.id = :id', { id })
      .getOne();
    if (!webinar || (!webinar.isActive && !viewer.isAdmin)) throw webinarNotFound();
    return (await this.present([webinar], viewer))[0]!;
  }

  /** Everything the viewer owns or owned, expired ones included (they can be renewed). */
  async owned(viewer: Viewer & { user: { id: number } }): Promise<WebinarDto[]> {
    const grants = await this.access.ownedGrants(viewer.user.id, 'webinar');
    if (grants.size === 0) return [];
    const query = webinarQuery(this.dataSource.manager).where({ id: In([...grants.keys()]) });
    if (!viewer.isAdmin) query.andWhere('webinar.isActive = true');
    return this.present(await query.getMany(), viewer, grants);
  }

  async tags(): Promise<TagDto[]> {
    return (await this.dataSource.getRepository(Tag).find({ order: { title: 'ASC' } })).map(
      toTagDto,
    );
  }

  /**
   * DTOs for webinars already loaded with webinarQuery; the viewer's grants are read in one query
   * unless the caller already has them.
   */
  async present(
    webinars: Webinar[],
    viewer: Viewer,
    known?: Map<number, AccessGrant>,
  ): Promise<WebinarDto[]> {
    const grants =
      known ??
      (await this.access.grantsFor(
        viewer.user?.id,
        'webinar',
        webinars.map((webinar) => webinar.id),
      ));
    return webinars.map((webinar) => toWebinarDto(webinar, viewer, grants.get(webinar.id)));
  }
}
