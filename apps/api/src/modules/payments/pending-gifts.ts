import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { User } from '../users/entities/user.entity.js';
import type { NewAccountHooks } from '../users/new-account-hooks.js';
import { PaymentSettlementService } from './payment-settlement.service.js';

/** A new account receives the paid gifts that waited for its e-mail, in its creating transaction. */
@Injectable()
export class PendingGifts implements NewAccountHooks {
  constructor(private readonly settlement: PaymentSettlementService) {}

  async onAccountCreated(manager: EntityManager, user: User): Promise<void> {
    await this.settlement.deliverWaitingGifts(manager, user);
  }
}
