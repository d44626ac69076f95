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
        const timeline = await this.queueLetters(manager, [{ payment }]);
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
   * Queues, in one call, the letters that payments locked in the caller's transaction owe, sets
   * their `notifiedAt` (the caller writes it) and answers the timeline lines to add. When the
   * queue does not take them they all stay owed: the failure is logged, nothing is answered, and
   * the caller's transaction goes on. A `buyer` saves the read when the caller already has it.
   */
  async queueLetters(
    manager: EntityManager,
    owing: ReadonlyArray<{ payment: Payment; buyer?: LetterBuyer }>,
  ): Promise<TimelineEntry[]> {
    const payments: Payment[] = [];
    const letters: Array<Array<[kind: string, letter: MailMessage]>> = [];
    for (const { payment, buyer } of owing) {
      if (!owesLetters(payment)) continue;
      payments.push(payment);
      const to = buyer ?? (await manager.findOneOrFail(User, { where: { id: payment.userId } }));
      letters.push(this.letters(payment, to));
    }
    if (payments.length === 0) return [];
    const messages = letters.flatMap((of) => of.map(([, letter]) => letter));
    const queued =
      messages.length === 0 ||
      (await within(
        this.mail.enqueueAll(messages).then(() => true),
        MAIL_WAIT_MS,
        false,
      ).catch((error: unknown) => String(error)));
    if (queued !== true) {
      const why = queued === false ? 'the mail queue did not answer' : queued;
      this.logger.warn(
        `Letters of payments ${payments.map(({ id }) => id).join(', ')} stay owed: ${why}`,
      );
      return [];
    }
    const now = this.clock.now();
    return payments.flatMap((payment, index) => {
      payment.notifiedAt = now;
      const kinds = letters[index]!.map(([kind]) => kind);
      return kinds.length === 0
        ? []
        : [{ paymentId: payment.id, kind: 'mail' as const, details: { letters: kinds } }];
    });
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
}
