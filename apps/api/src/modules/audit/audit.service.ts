import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { pageMetaOf } from '../../common/dto/page-query.dto.js';
import { type AuditPageDto, type AuditQueryDto, toAuditEntryDto } from './dto/audit.dto.js';
import { AuditEntry } from './entities/audit-entry.entity.js';

export interface AuditRecord {
  actorId: number | null;
  /** What happened, e.g. 'access.grant', 'access.revoke', 'webinar.custom_price.add', 'user.roles.change'. */
  action: string;
  entityType: 'user' | 'webinar' | 'kit' | 'certificate' | 'payment';
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

  /** Newest first, optionally for one entity type or one entity. */
  async page(query: AuditQueryDto): Promise<AuditPageDto> {
    const [entries, total] = await this.entries.findAndCount({
      where: {
        ...(query.entity_type ? { entityType: query.entity_type } : {}),
        ...(query.entity_id ? { entityId: query.entity_id } : {}),
      },
      order: { id: 'DESC' },
      skip: (query.page - 1) * query.per_page,
      take: query.per_page,
    });
    return { entries: entries.map(toAuditEntryDto), ...pageMetaOf(query, total) };
  }
}
