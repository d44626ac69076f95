import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, IsNull } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import { entityColumnsSql, entityFromRow } from '../../infrastructure/database/entity-rows.js';
import { queryRows } from '../../infrastructure/database/pooled-query.js';
import { AccessGrantsService, type GrantChange } from '../access/access-grants.service.js';
import { AccessSource } from '../access/entities/access-grant.entity.js';
import { SchoolAccessService } from '../school/school-access.service.js';
import { User } from '../users/entities/user.entity.js';
import { PaymentGrant } from './entities/payment-grant.entity.js';
import { Payment, PaymentStatus, PaymentType, ProductType } from './entities/payment.entity.js';
import { type LetterBuyer, PaymentNotifications } from './payment-notifications.service.js';
import { type PaymentGrantLink, writeSettlement } from './payment-settlement-writes.js';
import { transition } from './payment-state.js';
import type { TimelineEntry } from './payment-timeline.js';
import type { ProviderOutcome } from './providers/payment-provider.js';

export interface SettleContext {
  /** What asked: a provider callback, a status check, an admin, a free checkout. */
  via: string;
  providerStatus?: string;
  providerPaymentId?: string | null;
  actorId?: number;
  reason?: string;
  /** The stored callback being settled: marked processed in the same statement as the payment. */
  callbackId?: number;
  /** The buyer, when read with the lock: the receipt needs no read of its own. */
  buyer?: LetterBuyer;
}

/** The stored callback and its payment, locked, and the buyer, as one statement reads them. */
interface LockedCallbackRow extends LetterBuyer {
  callbackOutcome: string;
  callbackSource: string;
  callbackProviderStatus: string;
  callbackProviderPaymentId: string | null;
  callbackProcessedAt: Date | null;
  callbackResult: string | null;
}

const lockCallbackSql = (paymentColumns: string) => `
  SELECT c.outcome AS "callbackOutcome", c.source AS "callbackSource",
         c.provider_status AS "callbackProviderStatus",
         c.provider_payment_id AS "callbackProviderPaymentId",
         c.processed_at AS "callbackProcessedAt", c.result AS "callbackResult",
         b.login, b.email, b.first_name AS "firstName", b.last_name AS "lastName",
         ${paymentColumns}
  FROM payment_callbacks c
  JOIN payments p ON p.id = c.payment_id
  JOIN users b ON b.id = p.user_id
  WHERE c.id = $1
  FOR UPDATE OF c, p`;

/** A grant's timeline line and the links a refund reverses. */
interface Granted {
  line: TimelineEntry;
  links: PaymentGrantLink[];
}

/** What settling one outcome did: `applied`, or `ignored:<why>`. */
export type SettleResult = string;

/**
 * The one place a payment changes state, in the caller's transaction with the payment row locked:
 * the state machine decides, a paid payment grants access (through AccessGrantsService, the one
 * writer of access) and queues the letters it owes, a refunded one takes back exactly what it
 * granted, and every step lands on the payment's timeline.
 */
@Injectable()
export class PaymentSettlementService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly grants: AccessGrantsService,
    private readonly clock: Clock,
    private readonly notifications: PaymentNotifications,
    private readonly school: SchoolAccessService,
  ) {}

  /**
   * Settles one stored callback; any number of runs, in any order, settle it once. The callback,
   * its payment and the buyer are read (and the first two locked) in one statement.
   */
  async settleCallback(
    callbackId: number,
  ): Promise<{ paymentId: number; result: SettleResult } | null> {
    return this.dataSource.transaction(async (manager) => {
      const metadata = manager.connection.getMetadata(Payment);
      const [row] = await queryRows<LockedCallbackRow & Record<string, unknown>>(
        manager,
        lockCallbackSql(entityColumnsSql(metadata, 'p')),
        [callbackId],
      );
      if (!row) return null;
      const payment = entityFromRow<Payment>(metadata, row);
      if (row.callbackProcessedAt)
        return { paymentId: payment.id, result: row.callbackResult ?? 'applied' };
      const result = await this.apply(manager, payment, row.callbackOutcome as ProviderOutcome, {
        via: row.callbackSource,
        providerStatus: row.callbackProviderStatus,
        providerPaymentId: row.callbackProviderPaymentId,
        callbackId,
        buyer: row,
      });
      return { paymentId: payment.id, result };
    });
  }

  lockPayment(manager: EntityManager, id: number): Promise<Payment> {
    return manager.findOneOrFail(Payment, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * Moves a locked payment by an outcome, if the state machine allows it, and writes the payment,
   * what it granted, its timeline and the callback's mark in one statement.
   */
  async apply(
    manager: EntityManager,
    payment: Payment,
    outcome: ProviderOutcome,
    context: SettleContext,
  ): Promise<SettleResult> {
    const now = this.clock.now();
    const move = transition(payment.status, outcome);
    const callback = (result: SettleResult) =>
      context.callbackId ? { id: context.callbackId, result, processedAt: now } : undefined;
    if (!move.move) {
      const result = `ignored:${move.reason}`;
      const line: TimelineEntry = {
        paymentId: payment.id,
        kind: 'ignored',
        details: {
          outcome,
          status: payment.status,
          reason: move.reason,
          via: context.via,
          provider_status: context.providerStatus ?? null,
        },
      };
      await writeSettlement(manager, {
        payment: null,
        paymentId: payment.id,
        links: [],
        timeline: [line],
        callback: callback(result),
      });
      return result;
    }
    payment.status = move.to;
    payment.updatedAt = now;
    if (context.providerPaymentId && !payment.providerPaymentId) {
      payment.providerPaymentId = context.providerPaymentId;
    }
    const timeline: TimelineEntry[] = [
      {
        paymentId: payment.id,
        kind: 'state',
        details: {
          from: move.from,
          to: move.to,
          via: context.via,
          provider_status: context.providerStatus ?? null,
          ...(context.actorId ? { actor_id: context.actorId, reason: context.reason ?? null } : {}),
        },
      },
    ];
    let links: PaymentGrantLink[] = [];
    if (move.to === PaymentStatus.PAID) {
      payment.paidAt = now;
      const granted = await this.grantAccess(manager, payment);
      links = granted.links;
      timeline.push(granted.line);
      timeline.push(...(await this.notifications.queueLetters(manager, payment, context.buyer)));
    }
    if (move.to === PaymentStatus.REFUNDED) {
      payment.refundedAt = now;
      timeline.push(await this.revokeAccess(manager, payment));
    }
    await writeSettlement(manager, {
      payment,
      paymentId: payment.id,
      links,
      timeline,
      callback: callback('applied'),
    });
    return 'applied';
  }

  /**
   * Gifts waiting for this account's e-mail, granted in the caller's transaction (the one that
   * creates the account), so a new learner finds them at once.
   */
  async deliverWaitingGifts(manager: EntityManager, user: User): Promise<number[]> {
    const waiting = await manager.find(Payment, {
      where: {
        status: PaymentStatus.PAID,
        type: PaymentType.GIFT,
        recipientId: IsNull(),
        giftEmail: user.login.toLowerCase(),
      },
      order: { id: 'ASC' },
      lock: { mode: 'pessimistic_write' },
    });
    for (const payment of waiting) {
      const { line, links } = await this.grantTo(manager, payment, user.id);
      payment.updatedAt = this.clock.now();
      await writeSettlement(manager, { payment, paymentId: payment.id, links, timeline: [line] });
    }
    return waiting.map((payment) => payment.id);
  }

  /** Grants what a paid payment bought; answers the timeline line that says what happened. */
  private async grantAccess(manager: EntityManager, payment: Payment): Promise<Granted> {
    if (payment.type !== PaymentType.GIFT) return this.grantTo(manager, payment, payment.userId);
    // Logins are stored lower-cased, and so is gift_email: the match is case-insensitive.
    const recipient = await manager.findOne(User, { where: { login: payment.giftEmail! } });
    if (recipient) return this.grantTo(manager, payment, recipient.id);
    const details = { gift_email: payment.giftEmail };
    return { line: { paymentId: payment.id, kind: 'gift_waiting', details }, links: [] };
  }

  /** Grants to `userId`; answers the timeline line and the links, for the caller to write. */
  private async grantTo(
    manager: EntityManager,
    payment: Payment,
    userId: number,
  ): Promise<Granted> {
    if (payment.productType === ProductType.LESSON)
      return this.bindTariff(manager, payment, userId);
    const origin = { source: AccessSource.PAYMENT, paymentId: payment.id };
    const changes: GrantChange[] =
      payment.productType === ProductType.KIT
        ? await this.grants.grantKit(manager, userId, payment.productId, origin)
        : [
            await this.grants.grantWebinar(
              manager,
              userId,
              { webinarId: payment.productId },
              origin,
            ),
          ];
    const now = this.clock.now();
    payment.recipientId = userId;
    payment.grantedAt = now;
    const links = changes.map((change) => ({
      accessGrantId: change.grant.id,
      previousExpiresAt: change.previousExpiresAt,
      expiresAt: change.grant.expiresAt,
      grantedAt: now,
    }));
    const grants = changes.map(({ grant, previousExpiresAt }) => ({
      webinar_id: grant.webinarId,
      kit_id: grant.kitId,
      previous_expires_at: previousExpiresAt?.toISOString() ?? null,
      expires_at: grant.expiresAt.toISOString(),
    }));
    const details = { user_id: userId, grants };
    return { line: { paymentId: payment.id, kind: 'grant', details }, links };
  }

  /** A school tariff: one period of access, kept on user_tariffs with this payment's id. */
  private async bindTariff(
    manager: EntityManager,
    payment: Payment,
    userId: number,
  ): Promise<Granted> {
    const period = await this.school.bindPaid(manager, {
      userId,
      tariffId: payment.productId,
      paymentId: payment.id,
    });
    payment.recipientId = userId;
    payment.grantedAt = this.clock.now();
    const tariff = {
      user_tariff_id: period.id,
      tariff_id: period.tariffId,
      starts_at: period.startsAt.toISOString(),
      expires_at: period.expiresAt.toISOString(),
    };
    const details = { user_id: userId, tariff };
    return { line: { paymentId: payment.id, kind: 'grant', details }, links: [] };
  }

  private async revokeAccess(manager: EntityManager, payment: Payment): Promise<TimelineEntry> {
    if (payment.productType === ProductType.LESSON) {
      const period = await this.school.revokeByPayment(manager, payment.id);
      const details = { user_id: payment.recipientId, tariff_periods: period ? 1 : 0 };
      return { paymentId: payment.id, kind: 'revoke', details };
    }
    const given = await manager.find(PaymentGrant, { where: { paymentId: payment.id } });
    await this.grants.reverse(manager, given);
    return {
      paymentId: payment.id,
      kind: 'revoke',
      details: { user_id: payment.recipientId, grants: given.length },
    };
  }
}
