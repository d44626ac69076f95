import { OnWorkerEvent, WorkerHost } from '@nestjs/bullmq';
import { connectionErrors } from '../redis/connection-errors.js';

/**
 * A queue's worker whose errors (Redis down: every reconnect attempt) go to the app's log, listened
 * to from the moment BullMQ creates it; without a listener BullMQ prints each to stderr.
 */
export abstract class QueueWorker extends WorkerHost {
  @OnWorkerEvent('error')
  onWorkerError(error: Error): void {
    connectionErrors.report(`worker ${this.worker.name}`, error);
  }
}
