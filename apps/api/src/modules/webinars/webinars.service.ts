import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, In } from 'typeorm';
import { AccessService } from '../access/access.service.js';
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
    const ids = await this.access.ownedIds(viewer.user.id, 'webinar');
    if (ids.length === 0) return [];
    const query = webinarQuery(this.dataSource.manager).where({ id: In(ids) });
    if (!viewer.isAdmin) query.andWhere('webinar.isActive = true');
    return this.present(await query.getMany(), viewer);
  }

  async tags(): Promise<TagDto[]> {
    return (await this.dataSource.getRepository(Tag).find({ order: { title: 'ASC' } })).map(
      toTagDto,
    );
  }

  /** DTOs for webinars already loaded with webinarQuery, with one query for the viewer's grants. */
  async present(webinars: Webinar[], viewer: Viewer): Promise<WebinarDto[]> {
    const grants = await this.access.grantsFor(
      viewer.user?.id,
      'webinar',
      webinars.map((webinar) => webinar.id),
    );
    return webinars.map((webinar) => toWebinarDto(webinar, viewer, grants.get(webinar.id)));
  }
}
