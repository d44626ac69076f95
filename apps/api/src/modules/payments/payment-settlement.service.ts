import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, IsNull } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import { entityColumnsSql, entityFromRow } from '../../infrastructure/database/entity-rows.js';
import { queryRows } from '../../infrastructure/database/pooled-query.js';
import type { User } from '../users/entities/user.entity.js';
import { Payment, PaymentStatus, PaymentType } from './entities/payment.entity.js';
import { PaymentAccess } from './payment-access.service.js';
import { type LetterBuyer, PaymentNotifications } from './payment-notifications.service.js';
import { type Settlement, settlementOf, writeSettlements } from './payment-settlement-writes.js';
import { transition } from './payment-state.js';
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

/** What settling one outcome did: `applied`, or `ignored:<why>`. */
export type SettleResult = string;

/** A settled callback: its payment and what settling it did. */
export interface CallbackSettled {
  paymentId: number;
  result: SettleResult;
}

/**
 * The one place a payment changes state, in the caller's transaction with the payment row locked:
 * the state machine decides, a paid payment grants access (PaymentAccess, through
 * AccessGrantsService, the one writer of access) and queues the letters it owes, a refunded one
 * takes back exactly what it granted, and every step lands on the payment's timeline.
 */
@Injectable()
export class PaymentSettlementService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: PaymentAccess,
    private readonly clock: Clock,
    private readonly notifications: PaymentNotifications,
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
    // A payment moving again in the same batch first gets what it paid for (a refund takes it back).
    if (settlement.grantPending) await this.access.grantPending(manager, [settlement]);
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
      settlement.grantPending = true;
      settlement.owesLetters = true;
    }
    if (move.to === PaymentStatus.REFUNDED) {
      payment.refundedAt = now;
      settlement.timeline.push(await this.access.revoke(manager, payment));
    }
    return result;
  }

  /**
   * Grants what is pending, queues the letters the settlements owe, in one call, then writes every settlement in one
   * statement: `notified_at` is written only once the queue took the letters.
   */
  private async write(manager: EntityManager, settlements: readonly Settlement[]): Promise<void> {
    await this.access.grantPending(manager, settlements);
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
      const { line, links } = await this.access.grantTo(manager, payment, user.id);
      payment.updatedAt = this.clock.now();
      settlements.push({ ...settlementOf(payment), moved: true, links, timeline: [line] });
    }
    if (settlements.length > 0) await writeSettlements(manager, settlements);
    return waiting.map((payment) => payment.id);
  }
}
