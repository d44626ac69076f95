import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, IsNull, LessThan } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import { PaymentCallback } from './entities/payment-callback.entity.js';
import { PaymentNotifications } from './payment-notifications.service.js';
import { PaymentsQueue } from './payments.queue.js';

/** A callback this old and still unsettled lost its job (Redis was down, or the job gave up). */
const SETTLE_GRACE_MS = 10_000;
const SWEEP_BATCH = 500;

/**
 * Puts stored but unsettled callbacks back on the queue, and sends letters still owed. The worker
 * runs it on a timer, so it starts working again as soon as Redis is back; the job id keeps a
 * callback from being queued twice.
 */
@Injectable()
export class PaymentCallbackSweeper {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queue: PaymentsQueue,
    private readonly notifications: PaymentNotifications,
    private readonly clock: Clock,
  ) {}

  async sweep(graceMs = SETTLE_GRACE_MS): Promise<number> {
    const stale = await this.dataSource.manager.find(PaymentCallback, {
      where: {
        processedAt: IsNull(),
        receivedAt: LessThan(new Date(this.clock.now().getTime() - graceMs)),
      },
      select: { id: true },
      order: { id: 'ASC' },
      take: SWEEP_BATCH,
    });
    for (const { id } of stale) await this.queue.requeue(id);
    for (const paymentId of await this.notifications.owed(graceMs)) {
      await this.notifications.sendOwed(paymentId);
    }
    return stale.length;
  }
}
