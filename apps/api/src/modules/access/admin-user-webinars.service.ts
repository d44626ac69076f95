import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, IsNull, Not } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import { UsersService } from '../users/users.service.js';
import { accessState } from './access-rules.js';
import { AccessGrantsService } from './access-grants.service.js';
import type { SetUserWebinarsDto, UserWebinarAccessDto } from './dto/user-webinars.dto.js';
import { AccessGrant } from './entities/access-grant.entity.js';

@Injectable()
export class AdminUserWebinarsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly grants: AccessGrantsService,
    private readonly clock: Clock,
  ) {}

  async list(userId: number): Promise<UserWebinarAccessDto[]> {
    await this.users.findById(userId);
    const now = this.clock.now();
    const rows = await this.dataSource.getRepository(AccessGrant).find({
      where: { userId, webinarId: Not(IsNull()) },
      relations: { webinar: true },
      order: { expiresAt: 'DESC', id: 'ASC' },
    });
    return rows.map((row) => ({
      id: row.webinarId!,
      title: row.webinar!.title,
      image: row.webinar!.image,
      is_active: row.webinar!.isActive,
      state: accessState(row, now),
      access_starts_at: row.startsAt.toISOString(),
      access_expires_at: row.expiresAt.toISOString(),
      source: row.source,
      kit_id: row.kitId,
    }));
  }

  async set(
    actorId: number,
    userId: number,
    body: SetUserWebinarsDto,
  ): Promise<UserWebinarAccessDto[]> {
    await this.users.findById(userId);
    await this.grants.setUserWebinars(
      actorId,
      userId,
      body.webinars.map((item) => ({ webinarId: item.id, expiresAt: item.expires_at })),
      body.reason?.trim() || null,
    );
    return this.list(userId);
  }
}
