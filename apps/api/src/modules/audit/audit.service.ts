import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { AuditEntry } from './entities/audit-entry.entity.js';

export interface AuditRecord {
  actorId: number | null;
  /** What happened, e.g. 'access.grant', 'access.revoke', 'webinar.custom_price.add', 'user.roles.change'. */
  action: string;
  entityType: 'user' | 'webinar' | 'kit' | 'certificate';
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

  async page(
    filter: { entityType?: string; entityId?: number },
    page: number,
    perPage: number,
  ): Promise<{ entries: AuditEntry[]; total: number }> {
    const [entries, total] = await this.entries.findAndCount({
      where: {
        ...(filter.entityType ? { entityType: filter.entityType } : {}),
        ...(filter.entityId ? { entityId: filter.entityId } : {}),
      },
      order: { id: 'DESC' },
      skip: (page - 1) * perPage,
      take: perPage,
    });
    return { entries, total };
  }
}
