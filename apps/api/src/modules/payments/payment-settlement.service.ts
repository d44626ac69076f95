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
import {
  type PaymentGrantLink,
  type Settlement,
  settlementOf,
  writeSettlements,
} from './payment-settlement-writes.js';
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
}

/** A stored callback and its payment, locked, and the buyer, as one statement reads them. */
interface LockedCallbackRow extends LetterBuyer {
  callbackId: number;
  callbackOutcome: string;
  callbackSource: string;
  callbackProviderStatus: string;
  callbackProviderPaymentId: string | null;
  callbackProcessedAt: Date | null;
  callbackResult: string | null;
}

/** Payments locked in id order, so two batches sharing payments wait for each other, never deadlock. */
const lockCallbacksSql = (paymentColumns: string) => `
  SELECT c.id AS "callbackId", c.outcome AS "callbackOutcome", c.source AS "callbackSource",
         c.provider_status AS "callbackProviderStatus",
         c.provider_payment_id AS "callbackProviderPaymentId",
         c.processed_at AS "callbackProcessedAt", c.result AS "callbackResult",
         b.login, b.email, b.first_name AS "firstName", b.last_name AS "lastName",
         ${paymentColumns}
  FROM payment_callbacks c
  JOIN payments p ON p.id = c.payment_id
  JOIN users b ON b.id = p.user_id
  WHERE c.id = ANY($1::int[])
  ORDER BY p.id, c.id
  FOR UPDATE OF c, p`;

/** A grant's timeline line and the links a refund reverses. */
interface Granted {
  line: TimelineEntry;
  links: PaymentGrantLink[];
}

/** What settling one outcome did: `applied`, or `ignored:<why>`. */
export type SettleResult = string;

/** A settled callback: its payment and what settling it did. */
export interface CallbackSettled {
  paymentId: number;
  result: SettleResult;
}

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
   * Settles stored callbacks in one transaction; any number of runs, in any order, settle each
   * once. The callbacks, their payments and the buyers are read (the first two locked) in one
   * statement, and everything they change is written in one more, whatever their number; a
   * payment with several callbacks takes them in the order they were stored. Answers, per callback
   * id, what settling did (none for an id with no stored callback).
   */
  async settleCallbacks(callbackIds: readonly number[]): Promise<Map<number, CallbackSettled>> {
    return this.dataSource.transaction(async (manager) => {
      const metadata = manager.connection.getMetadata(Payment);
      const rows = await queryRows<LockedCallbackRow & Record<string, unknown>>(
        manager,
        lockCallbacksSql(entityColumnsSql(metadata, 'p')),
        [callbackIds],
      );
      const settlements = new Map<number, Settlement>();
      const settled = new Map<number, CallbackSettled>();
      for (const row of rows) {
        if (row.callbackProcessedAt) {
          const result = row.callbackResult ?? 'applied';
          settled.set(row.callbackId, { paymentId: row.id as number, result });
          continue;
        }
        let settlement = settlements.get(row.id as number);
        if (!settlement) {
          settlement = settlementOf(entityFromRow<Payment>(metadata, row), row);
          settlements.set(settlement.payment.id, settlement);
        }
        const result = await this.move(
          manager,
          settlement,
          row.callbackOutcome as ProviderOutcome,
          {
            via: row.callbackSource,
            providerStatus: row.callbackProviderStatus,
            providerPaymentId: row.callbackProviderPaymentId,
            callbackId: row.callbackId,
          },
        );
        settled.set(row.callbackId, { paymentId: settlement.payment.id, result });
      }
      await this.write(manager, [...settlements.values()]);
      return settled;
    });
  }

  /** Settles one stored callback (a status check's); null when there is none. */
  async settleCallback(callbackId: number): Promise<CallbackSettled | null> {
    return (await this.settleCallbacks([callbackId])).get(callbackId) ?? null;
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
    const settlement = settlementOf(payment);
    const result = await this.move(manager, settlement, outcome, context);
    await this.write(manager, [settlement]);
    return result;
  }

  /** Moves the settlement's payment by an outcome, if the state machine allows it; writes nothing. */
  private async move(
    manager: EntityManager,
    settlement: Settlement,
    outcome: ProviderOutcome,
    context: SettleContext,
  ): Promise<SettleResult> {
    const { payment } = settlement;
    const now = this.clock.now();
    const move = transition(payment.status, outcome);
    const result = move.move ? 'applied' : `ignored:${move.reason}`;
    if (context.callbackId) {
      settlement.callbacks.push({ id: context.callbackId, result, processedAt: now });
    }
    if (!move.move) {
      settlement.timeline.push({
        paymentId: payment.id,
        kind: 'ignored',
        details: {
          outcome,
          status: payment.status,
          reason: move.reason,
          via: context.via,
          provider_status: context.providerStatus ?? null,
        },
      });
      return result;
    }
    settlement.moved = true;
    payment.status = move.to;
    payment.updatedAt = now;
    if (context.providerPaymentId && !payment.providerPaymentId) {
      payment.providerPaymentId = context.providerPaymentId;
    }
    settlement.timeline.push({
      paymentId: payment.id,
      kind: 'state',
      details: {
        from: move.from,
        to: move.to,
        via: context.via,
        provider_status: context.providerStatus ?? null,
        ...(context.actorId ? { actor_id: context.actorId, reason: context.reason ?? null } : {}),
      },
    });
    if (move.to === PaymentStatus.PAID) {
      payment.paidAt = now;
      const granted = await this.grantAccess(manager, payment);
      settlement.links.push(...granted.links);
      settlement.timeline.push(granted.line);
      settlement.owesLetters = true;
    }
    if (move.to === PaymentStatus.REFUNDED) {
      payment.refundedAt = now;
      settlement.timeline.push(await this.revokeAccess(manager, payment));
    }
    return result;
  }

  /**
   * Queues the letters the settlements owe, in one call, then writes every settlement in one
   * statement: `notified_at` is written only once the queue took the letters.
   */
  private async write(manager: EntityManager, settlements: readonly Settlement[]): Promise<void> {
    const owing = settlements.filter((settlement) => settlement.owesLetters);
    const mailed = await this.notifications.queueLetters(manager, owing);
    const byPayment = new Map(settlements.map((settlement) => [settlement.payment.id, settlement]));
    for (const line of mailed) byPayment.get(line.paymentId)!.timeline.push(line);
    await writeSettlements(manager, settlements);
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
    const settlements: Settlement[] = [];
    for (const payment of waiting) {
      const { line, links } = await this.grantTo(manager, payment, user.id);
      payment.updatedAt = this.clock.now();
      settlements.push({ ...settlementOf(payment), moved: true, links, timeline: [line] });
    }
    if (settlements.length > 0) await writeSettlements(manager, settlements);
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
