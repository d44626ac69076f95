import { BullModule } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { connectionErrors } from '../redis/connection-errors.js';
import type { QueueName } from './queues.js';

/**
 * A queue whose errors (Redis down: every reconnect attempt) go to the app's log, listened to from
 * its constructor: a queue starts connecting as soon as it exists, while the app is still booting,
 * and without a listener BullMQ prints each error to stderr.
 */
class LoggedQueue extends Queue {
  constructor(...args: ConstructorParameters<typeof Queue>) {
    super(...args);
    this.on('error', (error) => connectionErrors.report(`queue ${this.name}`, error));
  }
}

/** A module's handle on one of the product's queues (BullModule.registerQueue, as a LoggedQueue). */
export function registerQueue(name: (typeof QueueName)[keyof typeof QueueName]) {
  // @nestjs/bullmq's documented hook for its queue class, read when a queue is registered.
  BullModule.queueClass = LoggedQueue;
  return BullModule.registerQueue({ name });
}
