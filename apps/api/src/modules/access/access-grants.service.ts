import { Injectable } from '@nestjs/common';
import { type EntityManager, In, IsNull, Not } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import { AuditService } from '../audit/audit.service.js';
import { extendedExpiry } from './access-rules.js';
import { AccessGrant, AccessSource } from './entities/access-grant.entity.js';
import { KitCourses } from './kit-courses.js';

export interface GrantOrigin {
  source: AccessSource;
  paymentId?: number | null;
  grantedBy?: number | null;
}

/** What one grant call did to one row: the expiry before (null: there was no row) and the row after. */
export interface GrantChange {
  grant: AccessGrant;
  previousExpiresAt: Date | null;
}

/** A grant change to take back (a refund): the row, and the expiry it had before and after it. */
export interface GrantReversal {
  accessGrantId: number;
  previousExpiresAt: Date | null;
  expiresAt: Date;
  grantedAt: Date;
}

export interface WebinarAccessChange {
  webinarId: number;
  /** Explicit expiry (admins); without it a year is added per the renewal rule. */
  expiresAt?: Date;
}

/** The one place that writes access grants: purchases, renewals and admins' manual changes. */
@Injectable()
export class AccessGrantsService {
  constructor(
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly kitCourses: KitCourses,
  ) {}

  /** Grants or extends one webinar; the row is locked so concurrent grants extend once each. */
  async grantWebinar(
    manager: EntityManager,
    userId: number,
    change: WebinarAccessChange & { kitId?: number | null },
    origin: GrantOrigin,
  ): Promise<GrantChange> {
    return this.upsert(
      manager,
      userId,
      { webinarId: change.webinarId, kitId: change.kitId ?? null },
      change.expiresAt,
      origin,
    );
  }

  /** A kit purchase: the kit itself and every webinar in it, each extended by the same rule. */
  async grantKit(
    manager: EntityManager,
    userId: number,
    kitId: number,
    origin: GrantOrigin,
  ): Promise<GrantChange[]> {
    const kitGrant = await this.upsert(
      manager,
      userId,
      { webinarId: null, kitId },
      undefined,
      origin,
    );
    const webinarIds = await this.kitCourses.webinarIds(manager, kitId);
    const held = await this.lockWebinarGrants(manager, userId, webinarIds);
    const changes = [kitGrant];
    for (const webinarId of webinarIds) {
      const target = { webinarId, kitId };
      changes.push(
        await this.upsert(manager, userId, target, undefined, origin, held.get(webinarId) ?? null),
      );
    }
    return changes;
  }

  /**
   * Takes back what earlier grants added (a refunded payment). A row the reversed grant created is
   * deleted, unless a later grant extended it: then only the reversed period is subtracted, so the
   * learner keeps what they paid for separately. Rows are locked first.
   */
  async reverse(manager: EntityManager, reversals: readonly GrantReversal[]): Promise<void> {
    if (reversals.length === 0) return;
    const rows = await manager.find(AccessGrant, {
      where: { id: In(reversals.map((item) => item.accessGrantId)) },
      lock: { mode: 'pessimistic_write' },
    });
    const now = this.clock.now();
    for (const reversal of reversals) {
      const row = rows.find((candidate) => candidate.id === reversal.accessGrantId);
      if (!row) continue;
      const untouchedSince = row.expiresAt.getTime() === reversal.expiresAt.getTime();
      if (untouchedSince && reversal.previousExpiresAt === null) {
        await manager.delete(AccessGrant, { id: row.id });
        continue;
      }
      // A grant extends from the later of the old expiry and the moment it was made.
      const added =
        reversal.expiresAt.getTime() -
        Math.max(reversal.previousExpiresAt?.getTime() ?? 0, reversal.grantedAt.getTime());
      row.expiresAt = untouchedSince
        ? reversal.previousExpiresAt!
        : new Date(row.expiresAt.getTime() - Math.max(added, 0));
      row.updatedAt = now;
      await manager.save(row);
    }
  }

  /**
   * Admin "set-webinars": afterwards the user has access to exactly these webinars (which the
   * caller has checked exist), with these expiries. Every grant, change and revoke is audited with
   * the reason, in the caller's transaction.
   */
  async setUserWebinars(
    manager: EntityManager,
    actorId: number,
    userId: number,
    wanted: WebinarAccessChange[],
    reason: string | null,
  ): Promise<void> {
    const wantedIds = wanted.map((item) => item.webinarId);
    const current = await manager.find(AccessGrant, {
      where: { userId, webinarId: Not(IsNull()) },
      lock: { mode: 'pessimistic_write' },
    });
    for (const grant of current.filter((row) => !wantedIds.includes(row.webinarId!))) {
      await manager.delete(AccessGrant, { id: grant.id });
      await this.audit.record(manager, {
        actorId,
        action: 'access.revoke',
        entityType: 'user',
        entityId: userId,
        details: { webinar_id: grant.webinarId, expires_at: grant.expiresAt.toISOString() },
        reason,
      });
    }
    for (const item of wanted) {
      const before = current.find((row) => row.webinarId === item.webinarId);
      const expiresAt =
        item.expiresAt ?? before?.expiresAt ?? extendedExpiry(null, this.clock.now());
      if (before && before.expiresAt.getTime() === expiresAt.getTime()) continue;
      await this.upsert(
        manager,
        userId,
        { webinarId: item.webinarId, kitId: before?.kitId ?? null },
        expiresAt,
        { source: AccessSource.ADMIN, grantedBy: actorId },
        before ?? null,
      );
      await this.audit.record(manager, {
        actorId,
        action: before ? 'access.change' : 'access.grant',
        entityType: 'user',
        entityId: userId,
        details: {
          webinar_id: item.webinarId,
          expires_at: expiresAt.toISOString(),
          ...(before ? { previous_expires_at: before.expiresAt.toISOString() } : {}),
        },
        reason,
      });
    }
  }

  private async upsert(
    manager: EntityManager,
    userId: number,
    target: { webinarId: number | null; kitId: number | null },
    explicitExpiry: Date | undefined,
    origin: GrantOrigin,
    /** The row already locked by the caller (null: none exists); undefined: look it up here. */
    locked?: AccessGrant | null,
  ): Promise<GrantChange> {
    const now = this.clock.now();
    const existing =
      locked !== undefined
        ? locked
        : await manager.findOne(AccessGrant, {
            where:
              target.webinarId !== null
                ? { userId, webinarId: target.webinarId }
                : { userId, kitId: target.kitId!, webinarId: IsNull() },
            lock: { mode: 'pessimistic_write' },
          });
    const previousExpiresAt = existing?.expiresAt ?? null;
    const expiresAt = explicitExpiry ?? extendedExpiry(existing?.expiresAt, now);
    const grant =
      existing ??
      manager.create(AccessGrant, {
        userId,
        webinarId: target.webinarId,
        kitId: target.kitId,
        startsAt: now,
      });
    if (existing && existing.expiresAt.getTime() <= now.getTime()) grant.startsAt = now;
    Object.assign(grant, {
      expiresAt,
      source: origin.source,
      paymentId: origin.paymentId ?? null,
      grantedBy: origin.grantedBy ?? null,
      updatedAt: now,
    });
    return { grant: await manager.save(grant), previousExpiresAt };
  }

  /** Locks the user's grants for these webinars in one query, by webinar id. */
  private async lockWebinarGrants(
    manager: EntityManager,
    userId: number,
    webinarIds: number[],
  ): Promise<Map<number, AccessGrant>> {
    if (webinarIds.length === 0) return new Map();
    const rows = await manager.find(AccessGrant, {
      where: { userId, webinarId: In(webinarIds) },
      lock: { mode: 'pessimistic_write' },
    });
    return new Map(rows.map((row) => [row.webinarId!, row]));
  }
}
