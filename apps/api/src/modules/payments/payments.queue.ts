import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { QueueName } from '../../infrastructure/queue/queues.js';
import { within } from '../../infrastructure/queue/within.js';

export const SETTLE_CALLBACK_JOB = 'settle-callback';
export const RECONCILE_JOB = 'reconcile';

export interface SettleCallbackJob {
  callbackId: number;
}

/** How long a callback answer waits for Redis before leaving the job to the sweeper. */
const ENQUEUE_WAIT_MS = 300;

export const settleJobId = (callbackId: number) => `callback-${callbackId}`;

/**
 * Hands stored callbacks to the queue. The callback is already in PostgreSQL, so when Redis is slow
 * or down the answer to the provider does not wait: the sweeper enqueues what is left unprocessed
 * once Redis is back, and the job id makes a second enqueue of the same callback a no-op.
 */
@Injectable()
export class PaymentsQueue {
  private readonly logger = new Logger(PaymentsQueue.name);

  constructor(@InjectQueue(QueueName.PAYMENTS) private readonly queue: Queue) {}

  /** Queues settle jobs for stored callbacks, in one call; false when Redis did not take them. */
  async enqueueSettles(callbackIds: readonly number[]): Promise<boolean> {
    const jobs = callbackIds.map((callbackId) => ({
      name: SETTLE_CALLBACK_JOB,
      data: { callbackId } satisfies SettleCallbackJob,
      opts: { jobId: settleJobId(callbackId) },
    }));
    const added = this.queue.addBulk(jobs).then(() => true);
    try {
      return await within(added, ENQUEUE_WAIT_MS, false);
    } catch (error) {
      this.logger.warn(
        `Callbacks ${callbackIds.join(', ')} not queued, the sweeper will: ${String(error)}`,
      );
      return false;
    }
  }

  /** Re-queues a callback whose job failed for good, or queues it afresh. */
  async requeue(callbackId: number): Promise<void> {
    const job = await this.queue.getJob(settleJobId(callbackId));
    if (job && (await job.isFailed())) return job.retry();
    if (!job || (await job.isCompleted())) {
      if (job) await job.remove();
      await this.queue.add(SETTLE_CALLBACK_JOB, { callbackId }, { jobId: settleJobId(callbackId) });
    }
  }
}
