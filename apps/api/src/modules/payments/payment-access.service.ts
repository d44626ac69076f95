import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import { AccessGrantsService, type GrantChange } from '../access/access-grants.service.js';
import { AccessSource } from '../access/entities/access-grant.entity.js';
import { SchoolAccessService } from '../school/school-access.service.js';
import { User } from '../users/entities/user.entity.js';
import { PaymentGrant } from './entities/payment-grant.entity.js';
import { Payment, PaymentType, ProductType } from './entities/payment.entity.js';
import type { PaymentGrantLink, Settlement } from './payment-settlement-writes.js';
import type { TimelineEntry } from './payment-timeline.js';

/** A grant's timeline line and the links a refund reverses. */
interface Granted {
  line: TimelineEntry;
  links: PaymentGrantLink[];
}

const paymentOrigin = (payment: Payment) => ({
  source: AccessSource.PAYMENT,
  paymentId: payment.id,
});

/**
 * What a paid payment grants and a refunded one takes back, through AccessGrantsService (the one
 * writer of access) and SchoolAccessService, in the settling transaction. Writes no payment rows:
 * it answers the timeline lines and grant links for the settlement to write.
 */
@Injectable()
export class PaymentAccess {
  constructor(
    private readonly grants: AccessGrantsService,
    private readonly clock: Clock,
    private readonly school: SchoolAccessService,
  ) {}

  /**
   * Grants what the settlements' newly paid payments bought: the webinars bought for oneself in one
   * statement for all of them, kits, gifts and school tariffs one by one.
   */
  async grantPending(manager: EntityManager, settlements: readonly Settlement[]): Promise<void> {
    const pending = settlements.filter((settlement) => settlement.grantPending);
    const ownWebinars = pending.filter(
      ({ payment }) =>
        payment.type !== PaymentType.GIFT && payment.productType === ProductType.WEBINAR,
    );
    const changes = await this.grants.grantWebinars(
      manager,
      ownWebinars.map(({ payment }) => ({
        userId: payment.userId,
        change: { webinarId: payment.productId },
        origin: paymentOrigin(payment),
      })),
    );
    for (const settlement of pending) {
      const index = ownWebinars.indexOf(settlement);
      const { payment } = settlement;
      const granted =
        index >= 0
          ? this.granted(payment, payment.userId, [changes[index]!])
          : await this.grantAccess(manager, payment);
      settlement.links.push(...granted.links);
      settlement.timeline.push(granted.line);
      settlement.grantPending = false;
    }
  }

  /** Grants to `userId`; answers the timeline line and the links, for the caller to write. */
  async grantTo(manager: EntityManager, payment: Payment, userId: number): Promise<Granted> {
    if (payment.productType === ProductType.LESSON)
      return this.bindTariff(manager, payment, userId);
    const origin = paymentOrigin(payment);
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
    return this.granted(payment, userId, changes);
  }

  /** Takes back what a refunded payment granted; answers its timeline line. */
  async revoke(manager: EntityManager, payment: Payment): Promise<TimelineEntry> {
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

  /** Grants what a paid payment bought; answers the timeline line that says what happened. */
  private async grantAccess(manager: EntityManager, payment: Payment): Promise<Granted> {
    if (payment.type !== PaymentType.GIFT) return this.grantTo(manager, payment, payment.userId);
    // Logins are stored lower-cased, and so is gift_email: the match is case-insensitive.
    const recipient = await manager.findOne(User, { where: { login: payment.giftEmail! } });
    if (recipient) return this.grantTo(manager, payment, recipient.id);
    const details = { gift_email: payment.giftEmail };
    return { line: { paymentId: payment.id, kind: 'gift_waiting', details }, links: [] };
  }

  /** What granting `changes` to `userId` did: the payment's grant line and links. */
  private granted(payment: Payment, userId: number, changes: readonly GrantChange[]): Granted {
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
}
