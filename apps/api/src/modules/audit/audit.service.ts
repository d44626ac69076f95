import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, type FindOperator, Raw, type Repository } from 'typeorm';
import { shopPeriod } from '../../common/clock/shop-period.js';
import { pageMetaOf } from '../../common/dto/page-query.dto.js';
import {
  type AuditActorRow,
  type AuditPageDto,
  type AuditQueryDto,
  toAuditEntryDto,
} from './dto/audit.dto.js';
import { AuditEntry } from './entities/audit-entry.entity.js';

export interface AuditRecord {
  actorId: number | null;
  /** What happened, e.g. 'access.grant', 'access.revoke', 'webinar.custom_price.add', 'user.roles.change'. */
  action: string;
  entityType: 'user' | 'webinar' | 'kit' | 'certificate' | 'payment' | 'consultation_request';
  entityId: number;
  details?: Record<string, unknown>;
  reason?: string | null;
}

/** Writes the audit log inside the caller's transaction, so an entry exists exactly when the change does. */
@Injectable()
export class AuditService {
  constructor(@InjectRepository(AuditEntry) private readonly entries: Repository<AuditEntry>) {}

  async record(manager: EntityManager, record: AuditRecord): Promise<void> {
    await manager.save(
      manager.create(AuditEntry, {
        actorId: record.actorId,
        action: record.action,
        entityType: record.entityType,
        entityId: record.entityId,
        details: record.details ?? {},
        reason: record.reason ?? null,
      }),
    );
  }

  /**
   * Newest first, optionally for one entity type or one entity, one actor, and a period; each row
   * names its actor (read for the page's actors only).
   */
  async page(query: AuditQueryDto): Promise<AuditPageDto> {
    const [entries, total] = await this.entries.findAndCount({
      where: {
        ...(query.entity_type ? { entityType: query.entity_type } : {}),
        ...(query.entity_id ? { entityId: query.entity_id } : {}),
        ...(query.actor_id ? { actorId: query.actor_id } : {}),
        ...createdWithin(query),
      },
      order: { id: 'DESC' },
      skip: (query.page - 1) * query.per_page,
      take: query.per_page,
    });
    const actorIds = [...new Set(entries.flatMap((entry) => entry.actorId ?? []))];
    const actors: AuditActorRow[] =
      actorIds.length === 0
        ? []
        : await this.entries.manager.query(
            'SELECT id, login, first_name, last_name FROM users WHERE id = ANY($1)',
            [actorIds],
          );
    const byId = new Map(actors.map((actor) => [actor.id, actor]));
    return {
      entries: entries.map((entry) => toAuditEntryDto(entry, byId.get(entry.actorId ?? 0))),
      ...pageMetaOf(query, total),
    };
  }
}

/** The created_at condition of the period (shopPeriod's rule), if any. */
function createdWithin(query: AuditQueryDto): { createdAt?: FindOperator<Date> } {
  const period = shopPeriod(query);
  return period ? { createdAt: Raw((column) => period.sql(column), period.parameters) } : {};
}
