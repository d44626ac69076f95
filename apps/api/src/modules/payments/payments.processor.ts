import { Processor } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { QueueWorker } from '../../infrastructure/queue/queue-worker.js';
import { QueueName } from '../../infrastructure/queue/queues.js';
import { PaymentSettlementService } from './payment-settlement.service.js';
import { PaymentStatusCheckService } from './payment-status-check.service.js';
import { RECONCILE_JOB, SETTLE_CALLBACK_JOB, type SettleCallbackJob } from './payments.queue.js';

/** Settles stored callbacks and reconciles stale pending payments. */
@Processor(QueueName.PAYMENTS, { concurrency: 8 })
export class PaymentsProcessor extends QueueWorker {
  constructor(
    private readonly settlement: PaymentSettlementService,
    private readonly statusCheck: PaymentStatusCheckService,
  ) {
    super();
  }

  async process(job: Job): Promise<unknown> {
    switch (job.name) {
      case SETTLE_CALLBACK_JOB:
        return this.settlement.settleCallback((job.data as SettleCallbackJob).callbackId);
      case RECONCILE_JOB:
        return this.statusCheck.reconcile();
      default:
        throw new Error(`Unknown payments job ${job.name}`);
    }
  }
}
