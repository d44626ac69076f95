import { Global, Module } from '@nestjs/common';
import { KitsModule } from '../kits/kits.module.js';
import { NewAccountHooks } from '../users/new-account-hooks.js';
import { WebinarsModule } from '../webinars/webinars.module.js';
import { AdminPaymentsController } from './admin-payments.controller.js';
import { AdminPaymentsService } from './admin-payments.service.js';
import { PaymentCallbacksController } from './payment-callbacks.controller.js';
import { PaymentCheckoutController } from './payment-checkout.controller.js';
import { PaymentCheckoutService } from './payment-checkout.service.js';
import { PaymentReturnsController } from './payment-returns.controller.js';
import { PendingGifts } from './pending-gifts.js';
import { PaymentsCoreModule } from './payments-core.module.js';
import { UserPaymentsController } from './user-payments.controller.js';
import { UserPaymentsService } from './user-payments.service.js';

/**
 * Checkout, callbacks, browser returns, the learner's and the admin's payment lists. Global only to
 * provide the users module's NewAccountHooks port (gifts waiting for a new account's e-mail).
 */
@Global()
@Module({
  imports: [PaymentsCoreModule, WebinarsModule, KitsModule],
  controllers: [
    PaymentCheckoutController,
    PaymentCallbacksController,
    PaymentReturnsController,
    UserPaymentsController,
    AdminPaymentsController,
  ],
  providers: [
    PaymentCheckoutService,
    UserPaymentsService,
    AdminPaymentsService,
    PendingGifts,
    { provide: NewAccountHooks, useExisting: PendingGifts },
  ],
  exports: [NewAccountHooks],
})
export class PaymentsModule {}
