import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, IsNull, LessThan } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../infrastructure/config/app-config.js';
import type { MailMessage } from '../../infrastructure/mail/mail-message.js';
import { MailQueue } from '../../infrastructure/mail/mail.queue.js';
import { within } from '../../infrastructure/queue/within.js';
import { User } from '../users/entities/user.entity.js';
import { Payment, PaymentStatus } from './entities/payment.entity.js';
import { giftReceivedMail, paymentReceiptMail } from './payment.mail.js';
import { recordTimelines, type TimelineEntry } from './payment-timeline.js';

/** How long a letter waits for Redis; after that the letters stay owed and the sweeper sends them. */
const MAIL_WAIT_MS = 2_000;

const owesLetters = (payment: Payment) =>
  payment.status === PaymentStatus.PAID && payment.notifiedAt === null;

/** What the letters say about the buyer. */
export type LetterBuyer = Pick<User, 'login' | 'email' | 'firstName' | 'lastName'>;

const displayName = (user: LetterBuyer) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.login;

/**
 * The letters a paid payment owes: the buyer's receipt and, for a gift, the recipient's letter.
 * `notified_at` records that they were queued, so a retried job or a second settle never sends
 * them twice, and a failed or timed-out queue write leaves them owed: the worker's sweep sends
 * them later.
 */
@Injectable()
export class PaymentNotifications {
  private readonly logger = new Logger(PaymentNotifications.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailQueue,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Queues the letters if still owed; on failure they stay owed (logged) and false is answered. */
  async sendOwed(paymentId: number): Promise<boolean> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const payment = await manager.findOne(Payment, {
          where: { id: paymentId },
          lock: { mode: 'pessimistic_write' },
        });
        if (!payment || !owesLetters(payment)) return true;
        const timeline = await this.queueLetters(manager, payment);
        if (!payment.notifiedAt) return false;
        await manager.update(Payment, { id: payment.id }, { notifiedAt: payment.notifiedAt });
        await recordTimelines(manager, timeline);
        return true;
      });
    } catch (error) {
      this.logger.warn(`Letters of payment ${paymentId} stay owed: ${String(error)}`);
      return false;
    }
  }

  /**
   * Queues the letters a payment locked in the caller's transaction owes, sets its `notifiedAt`
   * (the caller writes it) and answers the timeline line to add. When the queue does not take them
   * they stay owed: the failure is logged, nothing is answered, and the caller's transaction goes on.
   * `buyer` saves the read when the caller already has it.
   */
  async queueLetters(
    manager: EntityManager,
    payment: Payment,
    buyer?: LetterBuyer,
  ): Promise<TimelineEntry[]> {
    if (!owesLetters(payment)) return [];
    buyer ??= await manager.findOneOrFail(User, { where: { id: payment.userId } });
    const letters = this.letters(payment, buyer);
    try {
      for (const [, letter] of letters) await this.enqueue(letter);
    } catch (error) {
      this.logger.warn(`Letters of payment ${payment.id} stay owed: ${String(error)}`);
      return [];
    }
    payment.notifiedAt = this.clock.now();
    if (letters.length === 0) return [];
    return [{ paymentId: payment.id, kind: 'mail', details: { letters: letters.map(([k]) => k) } }];
  }

  private letters(
    payment: Payment,
    buyer: LetterBuyer,
  ): Array<[kind: string, letter: MailMessage]> {
    const links = {
      account: `${this.config.webUrl}/account/payments`,
      site: this.config.webUrl,
    };
    const letters: Array<[kind: string, letter: MailMessage]> = [];
    if (payment.amountMinor > 0) {
      const to = buyer.email ?? buyer.login;
      letters.push(['receipt', paymentReceiptMail(to, payment, links.account)]);
    }
    if (payment.giftEmail) {
      const registered = payment.recipientId !== null;
      const giver = displayName(buyer);
      letters.push([
        'gift',
        giftReceivedMail(payment.giftEmail, payment, giver, links, registered),
      ]);
    }
    return letters;
  }

  /** Paid payments whose letters are still owed after `graceMs`, for the worker's sweep. */
  async owed(graceMs: number): Promise<number[]> {
    const rows = await this.dataSource.manager.find(Payment, {
      where: {
        status: PaymentStatus.PAID,
        notifiedAt: IsNull(),
        paidAt: LessThan(new Date(this.clock.now().getTime() - graceMs)),
      },
      select: { id: true },
      order: { id: 'ASC' },
      take: 200,
    });
    return rows.map((row) => row.id);
  }

  private async enqueue(letter: MailMessage): Promise<void> {
    const queued = await within(
      this.mail.enqueue(letter).then(() => true),
      MAIL_WAIT_MS,
      false,
    );
    if (!queued) throw new Error('The mail queue did not answer; the letters stay owed');
  }
}
