import { Injectable } from '@nestjs/common';
import { GroupCommit } from '../../infrastructure/batching/group-commit.js';
import { type CallbackSettled, PaymentSettlementService } from './payment-settlement.service.js';

/**
 * Settles the callbacks of the worker's jobs in batches (group commit): while one batch's
 * transaction runs, the jobs that arrive wait, and the next transaction takes them all. Under load
 * a batch costs four statements and one mail-queue call in all, plus a grant per callback, where
 * each callback alone cost five statements and a call. A callback that cannot be settled fails only
 * its own job, which retries.
 */
@Injectable()
export class CallbackSettleBatches {
  private readonly batches: GroupCommit<number, CallbackSettled | null>;

  constructor(settlement: PaymentSettlementService) {
    this.batches = new GroupCommit(async (callbackIds) => {
      const settled = await settlement.settleCallbacks(callbackIds);
      return callbackIds.map((id) => settled.get(id) ?? null);
    });
  }

  settle(callbackId: number): Promise<CallbackSettled | null> {
    return this.batches.submit(callbackId);
  }
}
