import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, IsNull, Not, Repository } from 'typeorm';
import { AccessGrant } from './entities/access-grant.entity.js';

export type GrantTarget = 'webinar' | 'kit';

/** Reads a learner's grants; the writing side lives in AccessGrantsService. */
@Injectable()
export class AccessService {
  constructor(@InjectRepository(AccessGrant) private readonly grants: Repository<AccessGrant>) {}

  /** The user's grants for these items, by item id: one query whatever the list length. */
  async grantsFor(
    userId: number | undefined,
    target: GrantTarget,
    ids: readonly number[],
    manager: EntityManager = this.grants.manager,
  ): Promise<Map<number, AccessGrant>> {
    if (!userId || ids.length === 0) return new Map();
    const rows = await manager.find(AccessGrant, {
      where:
        target === 'webinar'
          ? { userId, webinarId: In([...ids]) }
          : { userId, kitId: In([...ids]), webinarId: IsNull() },
    });
    return new Map(rows.map((row) => [(target === 'webinar' ? row.webinarId : row.kitId)!, row]));
  }

  /** Every grant of the user for this kind of item, by item id (expired ones included). */
  async ownedGrants(userId: number, target: GrantTarget): Promise<Map<number, AccessGrant>> {
    const rows = await this.grants.find({
      where:
        target === 'webinar'
          ? { userId, webinarId: Not(IsNull()) }
          : { userId, webinarId: IsNull() },
    });
    return new Map(rows.map((row) => [(target === 'webinar' ? row.webinarId : row.kitId)!, row]));
  }
}
