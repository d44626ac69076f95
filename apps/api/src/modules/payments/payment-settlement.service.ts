import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, IsNull } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import { AccessGrantsService, type GrantChange } from '../access/access-grants.service.js';
import { AccessSource } from '../access/entities/access-grant.entity.js';
import { User } from '../users/entities/user.entity.js';
import { PaymentCallback } from './entities/payment-callback.entity.js';
import { PaymentGrant } from './entities/payment-grant.entity.js';
import { Payment, PaymentStatus, PaymentType, ProductType } from './entities/payment.entity.js';
import { PaymentNotifications } from './payment-notifications.service.js';
import { transition } from './payment-state.js';
import { recordTimeline, recordTimelines, type TimelineEntry } from './payment-timeline.js';
import type { ProviderOutcome } from './providers/payment-provider.js';

export interface SettleContext {
  /** What asked: a provider callback, a status check, an admin, a free checkout. */
  via: string;
  providerStatus?: string;
  providerPaymentId?: string | null;
  actorId?: number;
  reason?: string;
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
  ) {}

  /** Settles one stored callback; any number of runs, in any order, settle it once. */
  async settleCallback(
    callbackId: number,
  ): Promise<{ paymentId: number; result: SettleResult } | null> {
    return this.dataSource.transaction(async (manager) => {
      const callback = await manager.findOne(PaymentCallback, {
        where: { id: callbackId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!callback) return null;
      if (callback.processedAt)
        return { paymentId: callback.paymentId, result: callback.result ?? 'applied' };
      const payment = await this.lockPayment(manager, callback.paymentId);
      const result = await this.apply(manager, payment, callback.outcome as ProviderOutcome, {
        via: callback.source,
        providerStatus: callback.providerStatus,
        providerPaymentId: callback.providerPaymentId,
      });
      await manager.update(
        PaymentCallback,
        { id: callback.id },
        { processedAt: this.clock.now(), result },
      );
      return { paymentId: payment.id, result };
    });
  }

  lockPayment(manager: EntityManager, id: number): Promise<Payment> {
    return manager.findOneOrFail(Payment, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Moves a locked payment by an outcome, if the state machine allows it. */
  async apply(
    manager: EntityManager,
    payment: Payment,
    outcome: ProviderOutcome,
    context: SettleContext,
  ): Promise<SettleResult> {
    const now = this.clock.now();
    const move = transition(payment.status, outcome);
    if (!move.move) {
      await recordTimeline(manager, payment.id, 'ignored', {
        outcome,
        status: payment.status,
        reason: move.reason,
        via: context.via,
        provider_status: context.providerStatus ?? null,
      });
      return `ignored:${move.reason}`;
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
    if (move.to === PaymentStatus.PAID) {
      payment.paidAt = now;
      timeline.push(await this.grantAccess(manager, payment));
      timeline.push(...(await this.notifications.queueLetters(manager, payment)));
    }
    if (move.to === PaymentStatus.REFUNDED) {
      payment.refundedAt = now;
      timeline.push(await this.revokeAccess(manager, payment));
    }
    await this.saveSettled(manager, payment);
    await recordTimelines(manager, timeline);
    return 'applied';
  }

  /**
   * Writes what settling may change on the locked payment (callers set the refund's who and why
   * first) in one UPDATE, without the read `save` makes to find what changed.
   */
  private saveSettled(manager: EntityManager, payment: Payment) {
    return manager.update(
      Payment,
      { id: payment.id },
      {
        status: payment.status,
        updatedAt: payment.updatedAt,
        providerPaymentId: payment.providerPaymentId,
        paidAt: payment.paidAt,
        refundedAt: payment.refundedAt,
        refundedBy: payment.refundedBy,
        refundReason: payment.refundReason,
        recipientId: payment.recipientId,
        grantedAt: payment.grantedAt,
        notifiedAt: payment.notifiedAt,
      },
    );
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
      const granted = await this.grantTo(manager, payment, user.id);
      payment.updatedAt = this.clock.now();
      await manager.save(payment);
      await recordTimelines(manager, [granted]);
    }
    return waiting.map((payment) => payment.id);
  }

  /** Grants what a paid payment bought; answers the timeline line that says what happened. */
  private async grantAccess(manager: EntityManager, payment: Payment): Promise<TimelineEntry> {
    if (payment.type !== PaymentType.GIFT) return this.grantTo(manager, payment, payment.userId);
    // Logins are stored lower-cased, and so is gift_email: the match is case-insensitive.
    const recipient = await manager.findOne(User, { where: { login: payment.giftEmail! } });
    if (recipient) return this.grantTo(manager, payment, recipient.id);
    return {
      paymentId: payment.id,
      kind: 'gift_waiting',
      details: { gift_email: payment.giftEmail },
    };
  }

  private async grantTo(
    manager: EntityManager,
    payment: Payment,
    userId: number,
  ): Promise<TimelineEntry> {
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
    await manager.insert(
      PaymentGrant,
      changes.map((change) => ({
        paymentId: payment.id,
        accessGrantId: change.grant.id,
        previousExpiresAt: change.previousExpiresAt,
        expiresAt: change.grant.expiresAt,
        grantedAt: now,
      })),
    );
    payment.recipientId = userId;
    payment.grantedAt = now;
    return {
      paymentId: payment.id,
      kind: 'grant',
      details: {
        user_id: userId,
        grants: changes.map(({ grant, previousExpiresAt }) => ({
          webinar_id: grant.webinarId,
          kit_id: grant.kitId,
          previous_expires_at: previousExpiresAt?.toISOString() ?? null,
          expires_at: grant.expiresAt.toISOString(),
        })),
      },
    };
  }

  private async revokeAccess(manager: EntityManager, payment: Payment): Promise<TimelineEntry> {
    const given = await manager.find(PaymentGrant, { where: { paymentId: payment.id } });
    await this.grants.reverse(manager, given);
    return {
      paymentId: payment.id,
      kind: 'revoke',
      details: { user_id: payment.recipientId, grants: given.length },
    };
  }
}
