import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, IsNull } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../infrastructure/config/app-config.js';
import { MailQueue } from '../../infrastructure/mail/mail.queue.js';
import { User } from '../users/entities/user.entity.js';
import { PasswordResetToken } from './entities/password-reset-token.entity.js';
import { passwordResetMail } from './password-reset.mail.js';
import { generateSecretToken, hashSecretToken } from './secret-token.js';

export const RESET_LINK_LIFETIME_MINUTES = 60;
export const RESET_LINK_LIFETIME_MS = RESET_LINK_LIFETIME_MINUTES * 60 * 1000;

/**
 * Ends every link of the user that is still usable: a newer link supersedes them, and a link used
 * to set a password ends its siblings. They count as used from `now` on.
 */
export async function expireOutstandingLinks(
  manager: EntityManager,
  userId: number,
  now: Date,
): Promise<void> {
  await manager.update(PasswordResetToken, { userId, usedAt: IsNull() }, { usedAt: now });
}

/** Issues recovery links in the queue worker, away from the request that asked for one. */
@Injectable()
export class PasswordResetLinksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailQueue,
    private readonly clock: Clock,
  ) {}

  /** Mails a fresh link when the e-mail belongs to a user; does nothing for an unknown one. */
  async issue(email: string): Promise<void> {
    const now = this.clock.now();
    const token = generateSecretToken();
    const user = await this.dataSource.transaction(async (manager) => {
      // The lock orders two requests for one user, so exactly one link (the last) stays usable.
      const found = await manager.findOne(User, {
        where: { login: email },
        lock: { mode: 'pessimistic_write' },
      });
      if (!found) return null;
      await expireOutstandingLinks(manager, found.id, now);
      await manager.insert(PasswordResetToken, {
        userId: found.id,
        tokenHash: hashSecretToken(token),
        expiresAt: new Date(now.getTime() + RESET_LINK_LIFETIME_MS),
      });
      return found;
    });
    if (!user) return;
    // Queued after the commit: if queueing fails the job is retried, and the retry's link replaces
    // this one, which nobody has received.
    const link = `${this.config.webUrl}/password-recovery?token=${encodeURIComponent(token)}`;
    await this.mail.enqueue(
      passwordResetMail(
        user.email ?? user.login,
        user.firstName,
        link,
        RESET_LINK_LIFETIME_MINUTES,
      ),
    );
  }
}
