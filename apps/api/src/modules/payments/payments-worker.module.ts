import { Module } from '@nestjs/common';
import { QueueName } from '../../infrastructure/queue/queues.js';
import { AuditCoreModule } from '../audit/audit-core.module.js';
import { CallbackSettleBatches } from './callback-settle-batches.js';
import { PaymentSchedules } from './payment-schedules.js';
import { PaymentsCoreModule } from './payments-core.module.js';
import { PaymentsProcessor } from './payments.processor.js';
import { registerQueue } from '../../infrastructure/queue/register-queue.js';

/** The consumer side: settles callbacks, sweeps lost ones, reconciles stale pending payments. */
@Module({
  imports: [PaymentsCoreModule, AuditCoreModule, registerQueue(QueueName.PAYMENTS)],
  providers: [PaymentsProcessor, PaymentSchedules, CallbackSettleBatches],
})
export class PaymentsWorkerModule {}
