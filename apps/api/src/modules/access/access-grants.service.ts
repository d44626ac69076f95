import { Injectable } from '@nestjs/common';
import { type EntityManager, In, IsNull, Not } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import { AuditService } from '../audit/audit.service.js';
import { entityColumnsSql, entityFromRow } from '../../infrastructure/database/entity-rows.js';
import { queryRows } from '../../infrastructure/database/pooled-query.js';
import { ACCESS_PERIOD_MS, extendedExpiry } from './access-rules.js';
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

/**
 * Webinar grants in one statement, one row per (user, webinar): the rows are locked and read first
 * (their expiry is the "before"), then inserted or extended by the renewal rule (`extendedExpiry`,
 * in SQL: from the later of now and the old expiry; `starts_at` reset when it had expired) unless a
 * row sets its expiry. The INSERT reads `previous`, so the locks are taken before the write. The
 * user ids again as an array ($2) let the planner find the rows by key.
 */
const upsertWebinarGrantsSql = (columns: string) => `
  WITH wanted AS (
    SELECT * FROM jsonb_to_recordset($1::jsonb) AS w(position int, user_id int, webinar_id int,
                                                     kit_id int, source access_source,
                                                     payment_id int, granted_by int,
                                                     expires_at timestamptz)
  ), previous AS (
    SELECT g.user_id, g.webinar_id, g.expires_at
    FROM access_grants g JOIN wanted w ON w.user_id = g.user_id AND w.webinar_id = g.webinar_id
    WHERE g.user_id = ANY($2::int[]) AND g.webinar_id IS NOT NULL
    FOR UPDATE OF g
  ), upserted AS (
    INSERT INTO access_grants AS g (user_id, webinar_id, kit_id, source, payment_id, granted_by,
                                    starts_at, expires_at, updated_at)
    SELECT w.user_id, w.webinar_id, w.kit_id, w.source, w.payment_id, w.granted_by, $3::timestamptz,
           COALESCE(w.expires_at, GREATEST(p.expires_at, $3::timestamptz) + $4::interval),
           $3::timestamptz
    FROM wanted w LEFT JOIN previous p ON p.user_id = w.user_id AND p.webinar_id = w.webinar_id
    ORDER BY w.position
    ON CONFLICT (user_id, webinar_id) WHERE webinar_id IS NOT NULL DO UPDATE SET
      expires_at = EXCLUDED.expires_at,
      starts_at = CASE WHEN g.expires_at <= EXCLUDED.starts_at THEN EXCLUDED.starts_at
                       ELSE g.starts_at END,
      source = EXCLUDED.source, payment_id = EXCLUDED.payment_id,
      granted_by = EXCLUDED.granted_by, updated_at = EXCLUDED.updated_at
    RETURNING g.*, (xmax = 0) AS inserted
  )
  SELECT ${columns}, u.inserted, p.expires_at AS "previousExpiresAt"
  FROM upserted u LEFT JOIN previous p ON p.user_id = u.user_id AND p.webinar_id = u.webinar_id`;

/** One webinar to grant: to whom, what (an explicit expiry, else a year more), and why. */
export interface WebinarGrantRequest {
  userId: number;
  change: WebinarAccessChange & { kitId?: number | null };
  origin: GrantOrigin;
}

/** Splits requests into rounds where each (user, webinar) comes once: the k-th request of a pair goes to round k. */
function roundsOf(requests: readonly WebinarGrantRequest[]): number[][] {
  const seen = new Map<string, number>();
  const rounds: number[][] = [];
  requests.forEach(({ userId, change }, index) => {
    const key = `${userId}:${change.webinarId}`;
    const round = seen.get(key) ?? 0;
    seen.set(key, round + 1);
    (rounds[round] ??= []).push(index);
  });
  return rounds;
}

/** The one place that writes access grants: purchases, renewals and admins' manual changes. */
@Injectable()
export class AccessGrantsService {
  constructor(
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly kitCourses: KitCourses,
  ) {}

  /** Grants or extends one webinar in one statement (see grantWebinars). */
  async grantWebinar(
    manager: EntityManager,
    userId: number,
    change: WebinarAccessChange & { kitId?: number | null },
    origin: GrantOrigin,
  ): Promise<GrantChange> {
    const [granted] = await this.grantWebinars(manager, [{ userId, change, origin }]);
    return granted!;
  }

  /**
   * Grants or extends webinars, one statement for all (a settled batch of payments); a (user,
   * webinar) asked for twice is extended again by a second statement. The rows are locked, so
   * concurrent grants extend once each. Two first grants of one row racing: the later one fails, as
   * an insert would, and its transaction is retried, since the expiry it extended is not known.
   * Answers the changes in the requests' order.
   */
  async grantWebinars(
    manager: EntityManager,
    requests: readonly WebinarGrantRequest[],
  ): Promise<GrantChange[]> {
    const metadata = manager.connection.getMetadata(AccessGrant);
    const changes: GrantChange[] = [];
    for (const round of roundsOf(requests)) {
      const wanted = round.map((index, position) => {
        const { userId, change, origin } = requests[index]!;
        return {
          position,
          user_id: userId,
          webinar_id: change.webinarId,
          kit_id: change.kitId ?? null,
          source: origin.source,
          payment_id: origin.paymentId ?? null,
          granted_by: origin.grantedBy ?? null,
          expires_at: change.expiresAt ?? null,
        };
      });
      const rows = await queryRows<
        Record<string, unknown> & { inserted: boolean; previousExpiresAt: Date | null }
      >(manager, upsertWebinarGrantsSql(entityColumnsSql(metadata, 'u')), [
        JSON.stringify(wanted),
        wanted.map((row) => row.user_id),
        this.clock.now(),
        `${ACCESS_PERIOD_MS} milliseconds`,
      ]);
      const byTarget = new Map(rows.map((row) => [`${row.userId}:${row.webinarId}`, row]));
      for (const index of round) {
        const { userId, change } = requests[index]!;
        const row = byTarget.get(`${userId}:${change.webinarId}`)!;
        if (!row.inserted && row.previousExpiresAt === null) {
          throw new Error(`A concurrent first grant of webinar ${change.webinarId}; retry`);
        }
        const grant = entityFromRow<AccessGrant>(metadata, row);
        changes[index] = { grant, previousExpiresAt: row.previousExpiresAt };
      }
    }
    return changes;
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
