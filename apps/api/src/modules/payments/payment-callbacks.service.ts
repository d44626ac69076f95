import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Clock } from '../../common/clock/clock.js';
import type { DataSource, EntityManager } from 'typeorm';
import { PaymentCallback } from './entities/payment-callback.entity.js';
import { Payment } from './entities/payment.entity.js';
import { PaymentProviders } from './payment-providers.js';
import { recordTimeline } from './payment-timeline.js';
import { callbackRejected } from './payments.errors.js';
import { PaymentsQueue } from './payments.queue.js';
import type {
  Acknowledgement,
  ProviderName,
  RawCallback,
  VerifiedCallback,
} from './providers/payment-provider.js';

/** A callback event to store: from a provider, or from asking a provider (status check). */
export interface CallbackRecord {
  provider: string;
  source: 'callback' | 'status_check';
  event: Omit<VerifiedCallback, 'currency' | 'amountMinor'>;
  raw: Record<string, unknown>;
}

/**
 * The server-to-server callbacks: signature first, then amount and currency against our record,
 * then the event is stored durably, and only then does the provider get its OK. Settling happens in
 * a queue job; a bad signature, a wrong amount or an unknown order change nothing and get a 400.
 */
@Injectable()
export class PaymentCallbacksService {
  private readonly logger = new Logger(PaymentCallbacksService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly providers: PaymentProviders,
    private readonly queue: PaymentsQueue,
    private readonly clock: Clock,
  ) {}

  async receive(name: ProviderName, raw: RawCallback): Promise<Acknowledgement> {
    const provider = this.providers.get(name);
    const verification = provider.verifyCallback(raw);
    if (!verification.ok) {
      await this.noteRejected(name, verification.paymentId, verification.reason, raw);
      throw callbackRejected(verification.reason);
    }
    const callback = verification.callback;
    const payment = await this.dataSource.manager.findOne(Payment, {
      where: { id: callback.paymentId },
    });
    const mismatch = !payment
      ? 'unknown order'
      : payment.provider !== name
        ? 'order of another provider'
        : callback.currency !== payment.currency
          ? 'wrong currency'
          : callback.amountMinor !== null && callback.amountMinor !== payment.amountMinor
            ? 'wrong amount'
            : null;
    if (mismatch) {
      await this.noteRejected(name, payment ? payment.id : null, mismatch, raw);
      throw callbackRejected(mismatch);
    }
    const stored = await this.dataSource.transaction((manager) =>
      this.store(manager, { provider: name, source: 'callback', event: callback, raw }),
    );
    if (!stored.processed) await this.queue.enqueueSettle(stored.id);
    return provider.acknowledge(callback);
  }

  /**
   * Stores an event once per (provider, event key) and puts it on the timeline. Answers the stored
   * row's id, and whether it was already settled (a repeat).
   */
  async store(
    manager: EntityManager,
    record: CallbackRecord,
  ): Promise<{ id: number; processed: boolean }> {
    const { event } = record;
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(PaymentCallback)
      .values({
        provider: record.provider,
        eventKey: event.eventKey,
        paymentId: event.paymentId,
        outcome: event.outcome,
        providerStatus: event.providerStatus,
        providerPaymentId: event.providerPaymentId,
        source: record.source,
        receivedAt: this.clock.now(),
      })
      .orIgnore()
      .returning(['id'])
      .execute();
    const newId = (inserted.raw as Array<{ id: number }>)[0]?.id;
    const row = newId
      ? { id: newId, processedAt: null }
      : await manager.findOneOrFail(PaymentCallback, {
          where: { provider: record.provider, eventKey: event.eventKey },
          select: { id: true, processedAt: true },
        });
    await recordTimeline(
      manager,
      event.paymentId,
      record.source === 'callback' ? 'callback' : 'status_check',
      {
        provider: record.provider,
        event_key: event.eventKey,
        provider_status: event.providerStatus,
        outcome: event.outcome,
        repeat: !newId,
        verified: true,
        raw: record.raw,
      },
    );
    return { id: row.id, processed: row.processedAt !== null };
  }

  /** A rejected callback for a known order goes on its timeline; it changes nothing else. */
  private async noteRejected(
    provider: string,
    paymentId: number | null,
    reason: string,
    raw: RawCallback,
  ): Promise<void> {
    this.logger.warn(`Rejected ${provider} callback for order ${paymentId ?? '?'}: ${reason}`);
    if (paymentId === null) return;
    const exists = await this.dataSource.manager.exists(Payment, { where: { id: paymentId } });
    if (exists) {
      await recordTimeline(this.dataSource.manager, paymentId, 'callback_rejected', {
        provider,
        reason,
        verified: false,
        raw,
      });
    }
  }
}
