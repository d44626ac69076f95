import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../../infrastructure/config/app-config.js';
import { MailModule } from '../../infrastructure/mail/mail.module.js';
import { QueueName } from '../../infrastructure/queue/queues.js';
import { AccessModule } from '../access/access.module.js';
import { KitLinksModule } from '../kits/kit-links.module.js';
import { SchoolAccessModule } from '../school/school-access.module.js';
import { PaymentCallback } from './entities/payment-callback.entity.js';
import { PaymentEvent } from './entities/payment-event.entity.js';
import { PaymentGrant } from './entities/payment-grant.entity.js';
import { Payment } from './entities/payment.entity.js';
import { PaymentAccess } from './payment-access.service.js';
import { PaymentCallbackSweeper } from './payment-callback-sweeper.service.js';
import { PaymentCallbacksService } from './payment-callbacks.service.js';
import { PaymentNotifications } from './payment-notifications.service.js';
import { PaymentProviders } from './payment-providers.js';
import { PaymentSettlementService } from './payment-settlement.service.js';
import { PaymentStatusCheckService } from './payment-status-check.service.js';
import { PaymentsQueue } from './payments.queue.js';
import { createProviders } from './providers/provider-registry.js';
import { registerQueue } from '../../infrastructure/queue/register-queue.js';

const services = [
  PaymentSettlementService,
  PaymentAccess,
  PaymentNotifications,
  PaymentCallbacksService,
  PaymentStatusCheckService,
  PaymentCallbackSweeper,
  PaymentsQueue,
];

/**
 * What both the API and the queue worker need: the adapters, the state machine's service, callback
 * storage, status checks. Controllers live in PaymentsModule, queue consumers in the worker module.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Payment, PaymentCallback, PaymentEvent, PaymentGrant]),
    registerQueue(QueueName.PAYMENTS),
    MailModule,
    AccessModule,
    KitLinksModule,
    SchoolAccessModule,
  ],
  providers: [
    ...services,
    {
      provide: PaymentProviders,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new PaymentProviders(createProviders(config.payments)),
    },
  ],
  exports: [...services, PaymentProviders],
})
export class PaymentsCoreModule {}
