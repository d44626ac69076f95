import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AccessService, type GrantExpiries } from '../access/access.service.js';
import type { Viewer } from '../catalog/viewer.js';
import { WebinarsService } from '../webinars/webinars.service.js';
import { type KitDto, toKitDto } from './dto/kit.dto.js';
import { type KitRecord, loadKits } from './kit-query.js';
import { kitNotFound } from './kits.errors.js';

/**
 * What learners and visitors see of the kits; inactive ones only admins see. Every answer costs a
 * fixed number of queries, whatever the number of kits and of courses in them.
 */
@Injectable()
export class KitsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly webinars: WebinarsService,
  ) {}

  /** The kits in catalog order, or the first `limit` of them. */
  async list(viewer: Viewer, limit?: number): Promise<KitDto[]> {
    const [kits, grants] = await Promise.all([
      loadKits(this.dataSource.manager, { activeOnly: !viewer.isAdmin, limit }),
      viewer.user ? this.access.ownedGrants(viewer.user.id, 'kit') : new Map(),
    ]);
    return this.present(kits, viewer, grants);
  }

  async get(id: number, viewer: Viewer): Promise<KitDto> {
    const [[kit], grants] = await Promise.all([
      loadKits(this.dataSource.manager, { ids: [id], activeOnly: !viewer.isAdmin }),
      this.access.grantsFor(viewer.user?.id, 'kit', [id]),
    ]);
    if (!kit) throw kitNotFound();
    return (await this.present([kit], viewer, grants))[0]!;
  }

  async owned(viewer: Viewer & { user: { id: number } }, markId?: number): Promise<KitDto[]> {
    const grants = await this.access.ownedGrants(viewer.user.id, 'kit');
    const kits = await loadKits(this.dataSource.manager, {
      ids: [...grants.keys()],
      activeOnly: !viewer.isAdmin,
      markId,
    });
    return this.present(kits, viewer, grants);
  }

  /**
   * DTOs for kits already loaded: their webinars and the viewer's grants for those are read at
   * once, together with the viewer's kit grants unless the caller already has them.
   */
  async present(kits: KitRecord[], viewer: Viewer, known?: GrantExpiries): Promise<KitDto[]> {
    const webinarIds = [...new Set(kits.flatMap((kit) => kit.webinarIds))];
    const [webinars, grants] = await Promise.all([
      this.webinars.byIds(webinarIds, viewer),
      known ??
        this.access.grantsFor(
          viewer.user?.id,
          'kit',
          kits.map((kit) => kit.id),
        ),
    ]);
    const byId = new Map(webinars.map((webinar) => [webinar.id, webinar]));
    return kits.map((kit) =>
      toKitDto(
        kit,
        kit.webinarIds.flatMap((id) => byId.get(id) ?? []),
        viewer,
        grants.get(kit.id),
      ),
    );
  }
}
