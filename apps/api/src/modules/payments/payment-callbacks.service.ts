import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import { queryRows } from '../../infrastructure/database/pooled-query.js';
import { PaymentCallback } from './entities/payment-callback.entity.js';
import { PaymentProviders } from './payment-providers.js';
import { timelineDetails } from './payment-timeline.js';
import { callbackRejected } from './payments.errors.js';
import { PaymentsQueue } from './payments.queue.js';
import type {
  Acknowledgement,
  ProviderName,
  RawCallback,
  VerifiedCallback,
} from './providers/payment-provider.js';

/** What a callback is checked against: the order as our record has it. */
interface OrderTerms {
  id: number;
  provider: string | null;
  currency: string;
  amountMinor: number;
}

/** The callback row, and its timeline line marked as a repeat when the row was already there. */
const STORE_CALLBACK_SQL = `
  WITH stored AS (
    INSERT INTO payment_callbacks (provider, event_key, payment_id, outcome, provider_status,
                                   provider_payment_id, source, received_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
    ON CONFLICT DO NOTHING
    RETURNING id
  ), noted AS (
    INSERT INTO payment_events (payment_id, kind, details)
    VALUES ($3, $9, $10::jsonb || jsonb_build_object('repeat', NOT EXISTS (SELECT 1 FROM stored)))
  )
  SELECT id FROM stored`;

const REJECTED_NOTES_KEPT = 20;

const NOTE_REJECTED_SQL = `
  INSERT INTO payment_events (payment_id, kind, details)
  SELECT p.id, 'callback_rejected', $2::jsonb FROM payments p
  WHERE p.id = $1
    AND (SELECT count(*) FROM payment_events e
         WHERE e.payment_id = $1 AND e.kind = 'callback_rejected') < $3`;

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
    const [payment] = await queryRows<OrderTerms>(
      this.dataSource.manager,
      'SELECT id, provider, currency, amount_minor AS "amountMinor" FROM payments WHERE id = $1',
      [callback.paymentId],
    );
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
    const stored = await this.store(this.dataSource.manager, {
      provider: name,
      source: 'callback',
      event: callback,
      raw,
    });
    if (!stored.processed) await this.queue.enqueueSettle(stored.id);
    return provider.acknowledge(callback);
  }

  /**
   * Stores an event once per (provider, event key) and puts it on the timeline, both in one
   * statement, so they are written together or not at all, with no transaction of their own. Answers
   * the stored row's id, and whether it was already settled (a repeat).
   */
  async store(
    manager: EntityManager,
    record: CallbackRecord,
  ): Promise<{ id: number; processed: boolean }> {
    const { event } = record;
    const details = {
      provider: record.provider,
      event_key: event.eventKey,
      provider_status: event.providerStatus,
      outcome: event.outcome,
      verified: true,
      raw: record.raw,
    };
    const inserted = await queryRows<{ id: number }>(manager, STORE_CALLBACK_SQL, [
      record.provider,
      event.eventKey,
      event.paymentId,
      event.outcome,
      event.providerStatus,
      event.providerPaymentId,
      record.source,
      this.clock.now(),
      record.source === 'callback' ? 'callback' : 'status_check',
      timelineDetails(details),
    ]);
    if (inserted[0]) return { id: inserted[0].id, processed: false };
    // A repeat: its first copy was committed before this statement began, or while it waited.
    const row = await manager.findOneOrFail(PaymentCallback, {
      where: { provider: record.provider, eventKey: event.eventKey },
      select: { id: true, processedAt: true },
    });
    return { id: row.id, processed: row.processedAt !== null };
  }

  /**
   * A rejected callback for a known order goes on its timeline; it changes nothing else. Anyone can
   * send one, so a payment keeps at most REJECTED_NOTES_KEPT of them: enough to investigate, too few
   * to fill the table.
   */
  private async noteRejected(
    provider: string,
    paymentId: number | null,
    reason: string,
    raw: RawCallback,
  ): Promise<void> {
    this.logger.warn(`Rejected ${provider} callback for order ${paymentId ?? '?'}: ${reason}`);
    if (paymentId === null) return;
    const details = timelineDetails({ provider, reason, verified: false, raw });
    await this.dataSource.manager.query(NOTE_REJECTED_SQL, [
      paymentId,
      details,
      REJECTED_NOTES_KEPT,
    ]);
  }
}
