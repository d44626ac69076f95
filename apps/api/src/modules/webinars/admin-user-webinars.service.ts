import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, In } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import { accessState } from '../access/access-rules.js';
import { AccessGrantsService } from '../access/access-grants.service.js';
import { AccessService } from '../access/access.service.js';
import { requireExisting } from '../catalog/catalog-links.js';
import { UsersService } from '../users/users.service.js';
import type { SetUserWebinarsDto, UserWebinarAccessDto } from './dto/user-webinars.dto.js';
import { Webinar } from './entities/webinar.entity.js';
import { unknownWebinars } from './webinars.errors.js';

/** An admin's view and hand edits of a user's webinar access; access itself writes the grants. */
@Injectable()
export class AdminUserWebinarsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly access: AccessService,
    private readonly grants: AccessGrantsService,
    private readonly clock: Clock,
  ) {}

  async list(userId: number): Promise<UserWebinarAccessDto[]> {
    await this.users.findById(userId);
    const now = this.clock.now();
    const rows = await this.access.webinarGrantsOf(userId);
    const webinars = await this.dataSource.getRepository(Webinar).find({
      select: { id: true, title: true, image: true, isActive: true },
      where: { id: In(rows.map((row) => row.webinarId!)) },
    });
    const byId = new Map(webinars.map((webinar) => [webinar.id, webinar]));
    return rows.map((row) => {
      const webinar = byId.get(row.webinarId!)!;
      return {
        id: row.webinarId!,
        title: webinar.title,
        image: webinar.image,
        is_active: webinar.isActive,
        state: accessState(row, now),
        access_starts_at: row.startsAt.toISOString(),
        access_expires_at: row.expiresAt.toISOString(),
        source: row.source,
        kit_id: row.kitId,
      };
    });
  }

  async set(
    actorId: number,
    userId: number,
    body: SetUserWebinarsDto,
  ): Promise<UserWebinarAccessDto[]> {
    await this.users.findById(userId);
    const wanted = body.webinars.map((item) => ({
      webinarId: item.id,
      expiresAt: item.expires_at,
    }));
    await this.dataSource.transaction(async (manager) => {
      const ids = wanted.map((item) => item.webinarId);
      await requireExisting(manager, Webinar, ids, unknownWebinars, 'webinars');
      await this.grants.setUserWebinars(
        manager,
        actorId,
        userId,
        wanted,
        body.reason?.trim() || null,
      );
    });
    return this.list(userId);
  }
}
