import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../infrastructure/config/app-config.js';
import { MailQueue } from '../../infrastructure/mail/mail.queue.js';
import { User } from '../users/entities/user.entity.js';
import { Payment, PaymentStatus } from './entities/payment.entity.js';
import { giftReceivedMail, paymentReceiptMail } from './payment.mail.js';
import { recordTimeline } from './payment-timeline.js';

const displayName = (user: User) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.login;

/**
 * The letters a paid payment owes: the buyer's receipt and, for a gift, the recipient's letter.
 * `notified_at` records that they were queued, so a retried job or a second settle never sends
 * them twice, and a failed queue write leaves them owed for the retry.
 */
@Injectable()
export class PaymentNotifications {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailQueue,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async sendOwed(paymentId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const payment = await manager.findOne(Payment, {
        where: { id: paymentId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!payment || payment.status !== PaymentStatus.PAID || payment.notifiedAt) return;
      const buyer = await manager.findOneOrFail(User, { where: { id: payment.userId } });
      const links = {
        account: `${this.config.webUrl}/account/payments`,
        site: this.config.webUrl,
      };
      const sent: string[] = [];
      if (payment.amountMinor > 0) {
        await this.mail.enqueue(
          paymentReceiptMail(buyer.email ?? buyer.login, payment, links.account),
        );
        sent.push('receipt');
      }
      if (payment.giftEmail) {
        const registered = payment.recipientId !== null;
        await this.mail.enqueue(
          giftReceivedMail(payment.giftEmail, payment, displayName(buyer), links, registered),
        );
        sent.push('gift');
      }
      payment.notifiedAt = this.clock.now();
      await manager.save(payment);
      if (sent.length > 0) await recordTimeline(manager, payment.id, 'mail', { letters: sent });
    });
  }
}
