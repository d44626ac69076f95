import { Processor } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { QueueWorker } from '../../infrastructure/queue/queue-worker.js';
import { PAYMENTS_CONCURRENCY, QueueName } from '../../infrastructure/queue/queues.js';
import { CallbackSettleBatches } from './callback-settle-batches.js';
import { PaymentStatusCheckService } from './payment-status-check.service.js';
import { RECONCILE_JOB, SETTLE_CALLBACK_JOB, type SettleCallbackJob } from './payments.queue.js';

/** Settles stored callbacks (in batches) and reconciles stale pending payments. */
@Processor(QueueName.PAYMENTS, { concurrency: PAYMENTS_CONCURRENCY })
export class PaymentsProcessor extends QueueWorker {
  constructor(
    private readonly batches: CallbackSettleBatches,
    private readonly statusCheck: PaymentStatusCheckService,
  ) {
    super();
  }

  async process(job: Job): Promise<unknown> {
    switch (job.name) {
      case SETTLE_CALLBACK_JOB:
        return this.batches.settle((job.data as SettleCallbackJob).callbackId);
      case RECONCILE_JOB:
        return this.statusCheck.reconcile();
      default:
        throw new Error(`Unknown payments job ${job.name}`);
    }
  }
}
