import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, IsNull, Not } from 'typeorm';
import { queryRows } from '../../infrastructure/database/pooled-query.js';
import { AccessGrant } from './entities/access-grant.entity.js';

export type GrantTarget = 'webinar' | 'kit';

/** When a learner's access to each item ends (in the past for expired access), by item id. */
export type GrantExpiries = Map<number, { expiresAt: Date }>;

/**
 * Reads a learner's grants; the writing side lives in AccessGrantsService. Catalog answers need
 * only the expiry of each grant, so that is all these read.
 */
@Injectable()
export class AccessService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The user's grants for these items: one query whatever the list length. */
  async grantsFor(
    userId: number | undefined,
    target: GrantTarget,
    ids: readonly number[],
  ): Promise<GrantExpiries> {
    if (!userId || ids.length === 0) return new Map();
    return this.expiries(userId, target, ids);
  }

  /** Every grant of the user for this kind of item (expired ones included). */
  async ownedGrants(userId: number, target: GrantTarget): Promise<GrantExpiries> {
    return this.expiries(userId, target);
  }

  /**
   * Whether any grant names the item, expired ones and the course grants a kit brought included;
   * `manager` reads inside the caller's transaction.
   */
  async hasGrants(
    target: GrantTarget,
    id: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<boolean> {
    return manager.existsBy(AccessGrant, target === 'webinar' ? { webinarId: id } : { kitId: id });
  }

  /** Every webinar grant of the user, the latest expiry first. */
  async webinarGrantsOf(userId: number): Promise<AccessGrant[]> {
    return this.dataSource.getRepository(AccessGrant).find({
      where: { userId, webinarId: Not(IsNull()) },
      order: { expiresAt: 'DESC', id: 'ASC' },
    });
  }

  /** A kit purchase also writes webinar grants (with kit_id set): a kit's own grant has no webinar. */
  private async expiries(
    userId: number,
    target: GrantTarget,
    ids?: readonly number[],
  ): Promise<GrantExpiries> {
    const item = target === 'webinar' ? 'webinar_id' : 'kit_id';
    const kind = target === 'webinar' ? 'webinar_id IS NOT NULL' : 'webinar_id IS NULL';
    const rows = await queryRows<{ id: number; expires_at: Date }>(
      this.dataSource.manager,
      `SELECT ${item} AS id, expires_at FROM access_grants
       WHERE user_id = $1 AND ${kind}${ids ? ` AND ${item} = ANY($2::int[])` : ''}`,
      ids ? [userId, ids] : [userId],
    );
    return new Map(rows.map((row) => [row.id, { expiresAt: row.expires_at }]));
  }
}
