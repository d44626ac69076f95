import { Injectable } from '@nestjs/common';
import { type CallbackSettled, PaymentSettlementService } from './payment-settlement.service.js';

interface Waiting {
  callbackId: number;
  settled: (value: CallbackSettled | null) => void;
  failed: (error: unknown) => void;
}

/**
 * Settles the callbacks of the worker's jobs in batches: while one batch's transaction runs, the
 * jobs that arrive wait, and the next transaction takes them all (group commit). A lone callback
 * is settled at once; under load a batch costs two statements and one mail-queue call in all, where
 * each callback alone cost five statements and a call. When a batch fails, each of its callbacks is
 * settled again on its own, so one that cannot be settled fails only its own job (which retries).
 */
@Injectable()
export class CallbackSettleBatches {
  private waiting: Waiting[] = [];
  private draining = false;

  constructor(private readonly settlement: PaymentSettlementService) {}

  settle(callbackId: number): Promise<CallbackSettled | null> {
    return new Promise((settled, failed) => {
      this.waiting.push({ callbackId, settled, failed });
      if (!this.draining) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting;
        this.waiting = [];
        await this.settleBatch(batch);
      }
    } finally {
      this.draining = false;
    }
  }

  private async settleBatch(batch: readonly Waiting[]): Promise<void> {
    try {
      const settled = await this.settlement.settleCallbacks(batch.map((job) => job.callbackId));
      for (const job of batch) job.settled(settled.get(job.callbackId) ?? null);
    } catch (error) {
      if (batch.length === 1) return batch[0]!.failed(error);
      for (const job of batch) await this.settleBatch([job]);
    }
  }
}
