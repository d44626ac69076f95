import type { EntityManager } from 'typeorm';
import type { User } from './entities/user.entity.js';

/**
 * What must happen inside the transaction that creates an account (registration or an admin): the
 * payments module delivers gifts that waited for this e-mail. Declared here and provided there, so
 * users never depends on payments.
 */
export abstract class NewAccountHooks {
  abstract onAccountCreated(manager: EntityManager, user: User): Promise<void>;
}
