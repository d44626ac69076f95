import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AccessService, type GrantExpiries } from '../access/access.service.js';
import type { Viewer } from '../catalog/viewer.js';
import { type TagDto, toTagDto, toWebinarDto, type WebinarDto } from './dto/webinar.dto.js';
import { Tag } from './entities/tag.entity.js';
import { loadWebinars, type WebinarRecord } from './webinar-query.js';
import { webinarNotFound } from './webinars.errors.js';

/**
 * What learners and visitors see of the webinars; inactive ones only admins see. Every answer
 * costs a fixed number of queries, whatever the size of the catalog, and the viewer's grants are
 * read at the same time as the webinars whenever the ids are known up front.
 */
@Injectable()
export class WebinarsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: AccessService,
  ) {}

  /** The catalog in its order, or its first `limit` courses. */
  async list(viewer: Viewer, limit?: number): Promise<WebinarDto[]> {
    const [webinars, grants] = await Promise.all([
      loadWebinars(this.dataSource.manager, { activeOnly: !viewer.isAdmin, limit }),
      viewer.user ? this.access.ownedGrants(viewer.user.id, 'webinar') : new Map(),
    ]);
    return toDtos(webinars, viewer, grants);
  }

  async get(id: number, viewer: Viewer): Promise<WebinarDto> {
    const [[webinar], grants] = await Promise.all([
      loadWebinars(this.dataSource.manager, { ids: [id], activeOnly: !viewer.isAdmin }),
      this.access.grantsFor(viewer.user?.id, 'webinar', [id]),
    ]);
    if (!webinar) throw webinarNotFound();
    return toWebinarDto(webinar, viewer, grants.get(id));
  }

  /** Everything the viewer owns or owned, expired ones included (they can be renewed). */
  async owned(viewer: Viewer & { user: { id: number } }): Promise<WebinarDto[]> {
    const grants = await this.access.ownedGrants(viewer.user.id, 'webinar');
    const webinars = await loadWebinars(this.dataSource.manager, {
      ids: [...grants.keys()],
      activeOnly: !viewer.isAdmin,
    });
    return toDtos(webinars, viewer, grants);
  }

  /** The webinars among these ids that the viewer may see, in catalog order. */
  async byIds(ids: readonly number[], viewer: Viewer): Promise<WebinarDto[]> {
    const [webinars, grants] = await Promise.all([
      loadWebinars(this.dataSource.manager, { ids, activeOnly: !viewer.isAdmin }),
      this.access.grantsFor(viewer.user?.id, 'webinar', ids),
    ]);
    return toDtos(webinars, viewer, grants);
  }

  /** DTOs for webinars the caller has already loaded; the viewer's grants cost one query. */
  async present(webinars: WebinarRecord[], viewer: Viewer): Promise<WebinarDto[]> {
    const grants = await this.access.grantsFor(
      viewer.user?.id,
      'webinar',
      webinars.map((webinar) => webinar.id),
    );
    return toDtos(webinars, viewer, grants);
  }

  async tags(): Promise<TagDto[]> {
    return (await this.dataSource.getRepository(Tag).find({ order: { title: 'ASC' } })).map(
      toTagDto,
    );
  }
}

const toDtos = (webinars: WebinarRecord[], viewer: Viewer, grants: GrantExpiries) =>
  webinars.map((webinar) => toWebinarDto(webinar, viewer, grants.get(webinar.id)));
