import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import { GroupCommit } from '../../infrastructure/batching/group-commit.js';
import {
  type CallbackRecord,
  type StoredCallback,
  storeCallbacks,
} from './payment-callback-store.js';
import { PaymentProviders } from './payment-providers.js';
import { timelineDetails } from './payment-timeline.js';
import { callbackRejected } from './payments.errors.js';
import { PaymentsQueue } from './payments.queue.js';
import type { Acknowledgement, ProviderName, RawCallback } from './providers/payment-provider.js';

/** A received callback: stored (or refused by its order), and its settle job's queueing. */
interface Received {
  stored: StoredCallback;
  queued?: Promise<boolean>;
}

const REJECTED_NOTES_KEPT = 20;

const NOTE_REJECTED_SQL = `
  INSERT INTO payment_events (payment_id, kind, details)
  SELECT p.id, 'callback_rejected', $2::jsonb FROM payments p
  WHERE p.id = $1
    AND (SELECT count(*) FROM payment_events e
         WHERE e.payment_id = $1 AND e.kind = 'callback_rejected') < $3`;

/**
 * The server-to-server callbacks: signature first, then amount and currency against our record,
 * then the event is stored durably, and only then does the provider get its OK. Settling happens in
 * a queue job; a bad signature, a wrong amount or an unknown order change nothing and get a 400.
 */
@Injectable()
export class PaymentCallbacksService {
  private readonly logger = new Logger(PaymentCallbacksService.name);

  private readonly inbox = new GroupCommit((records: readonly CallbackRecord[]) =>
    this.storeAndQueue(records),
  );

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
    const { callback } = verification;
    const { stored, queued } = await this.inbox.submit({
      provider: name,
      source: 'callback',
      event: callback,
      raw,
      currency: callback.currency,
      amountMinor: callback.amountMinor,
    });
    if (stored.mismatch !== null) {
      await this.noteRejected(name, stored.paymentId, stored.mismatch, raw);
      throw callbackRejected(stored.mismatch);
    }
    await queued;
    return provider.acknowledge(callback);
  }

  /**
   * Stores a status check's event in the caller's transaction, and puts it on the timeline, once
   * per (provider, event key). Answers the stored row's id, and whether it was already settled.
   */
  async store(
    manager: EntityManager,
    record: Omit<CallbackRecord, 'currency' | 'amountMinor'>,
  ): Promise<{ id: number; processed: boolean }> {
    const [stored] = await storeCallbacks(
      manager,
      [{ ...record, currency: null, amountMinor: null }],
      this.clock.now(),
    );
    if (stored!.mismatch !== null) throw new Error(`Not stored: ${stored!.mismatch}`);
    return stored!;
  }

  /**
   * Verified callbacks arriving together are checked against their orders and stored by one
   * statement, and those new to us queued by one call (group commit). The next batch is stored
   * while Redis takes this one's jobs; each provider is answered once its callback is stored and
   * queued, or after ENQUEUE_WAIT_MS without Redis (the sweeper queues it later).
   */
  private async storeAndQueue(records: readonly CallbackRecord[]): Promise<Received[]> {
    const stored = await storeCallbacks(this.dataSource.manager, records, this.clock.now());
    const fresh = stored.flatMap((row) =>
      row.mismatch === null && !row.processed ? [row.id] : [],
    );
    const queued = fresh.length > 0 ? this.queue.enqueueSettles([...new Set(fresh)]) : undefined;
    return stored.map((row) => ({ stored: row, queued }));
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
