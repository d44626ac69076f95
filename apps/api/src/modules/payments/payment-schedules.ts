import { InjectQueue } from '@nestjs/bullmq';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../../infrastructure/config/app-config.js';
import { QueueName } from '../../infrastructure/queue/queues.js';
import { PaymentCallbackSweeper } from './payment-callback-sweeper.service.js';
import { RECONCILE_JOB } from './payments.queue.js';

/**
 * The worker's timers. The sweep runs on a plain interval, not as a Redis-held schedule, so it keeps
 * trying while Redis is down and re-queues stored callbacks the moment Redis is back, even a Redis
 * that lost its data; each tick also restores the reconciliation schedule if Redis forgot it.
 */
@Injectable()
export class PaymentSchedules implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(PaymentSchedules.name);
  private timer: NodeJS.Timeout | undefined;
  private running = false;

  constructor(
    @InjectQueue(QueueName.PAYMENTS) private readonly queue: Queue,
    private readonly sweeper: PaymentCallbackSweeper,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.tick(), this.config.payments.sweepEverySeconds * 1000);
    this.timer.unref();
    // Not awaited: with Redis down a queue call waits for it, and boot must not.
    void this.tick();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.queue.upsertJobScheduler(
        RECONCILE_JOB,
        { every: this.config.payments.reconcileEveryMinutes * 60_000 },
        { name: RECONCILE_JOB, opts: { removeOnComplete: 100, removeOnFail: 100 } },
      );
      const requeued = await this.sweeper.sweep();
      if (requeued > 0) this.logger.log(`Re-queued ${requeued} stored payment callbacks`);
    } catch (error) {
      this.logger.warn(`Payment sweep failed, retrying in the next tick: ${String(error)}`);
    } finally {
      this.running = false;
    }
  }
}
