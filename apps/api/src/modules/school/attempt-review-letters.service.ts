import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, In, IsNull, LessThan } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../infrastructure/config/app-config.js';
import { MailQueue } from '../../infrastructure/mail/mail.queue.js';
import { within } from '../../infrastructure/queue/within.js';
import { User } from '../users/entities/user.entity.js';
import { attemptReviewMail } from './attempt-review.mail.js';
import { Attempt, AttemptStatus } from './entities/attempt.entity.js';
import { Exercise } from './entities/exercise.entity.js';

/** How long the review waits for Redis; after that the letter stays owed. */
const MAIL_WAIT_MS = 2_000;
const reviewed = In([AttemptStatus.FINISHED, AttemptStatus.FAILED]);

/**
 * The learner's letter about a reviewed attempt. A reviewed attempt owes it until `notified_at` is
 * set, which happens only once the mail queue has taken the letter: a retry never sends it twice,
 * and a queue that does not answer in time leaves it owed instead of failing the review.
 */
@Injectable()
export class AttemptReviewLetters {
  private readonly logger = new Logger(AttemptReviewLetters.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailQueue,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Queues the letter if still owed; answers false (and logs) when it stays owed. */
  async sendOwed(attemptId: number): Promise<boolean> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const attempt = await manager.findOne(Attempt, {
          where: {
            id: attemptId,
            status: reviewed,
            notifiedAt: IsNull(),
          },
          lock: { mode: 'pessimistic_write' },
        });
        if (!attempt) return true;
        const learner = await manager.findOneByOrFail(User, { id: attempt.userId });
        const exercise = await manager.findOneByOrFail(Exercise, { id: attempt.exerciseId });
        const letter = attemptReviewMail(learner.email ?? learner.login, {
          firstName: learner.firstName,
          exerciseTitle: exercise.title,
          verdict: attempt.status as AttemptStatus.FINISHED | AttemptStatus.FAILED,
          comment: attempt.reviewerComment,
          exercisesUrl: `${this.config.webUrl}/account/school/exercises`,
        });
        const queued = await within(
          this.mail.enqueue(letter).then(() => true),
          MAIL_WAIT_MS,
          false,
        );
        if (!queued) throw new Error('the mail queue did not answer in time');
        await manager.update(Attempt, { id: attempt.id }, { notifiedAt: this.clock.now() });
        return true;
      });
    } catch (error) {
      this.logger.warn(`The review letter of attempt ${attemptId} stays owed: ${String(error)}`);
      return false;
    }
  }

  /** Reviewed attempts still owing their letter `graceMs` after the review, for the worker's sweep. */
  async owed(graceMs: number): Promise<number[]> {
    const rows = await this.dataSource.manager.find(Attempt, {
      where: {
        status: reviewed,
        notifiedAt: IsNull(),
        reviewedAt: LessThan(new Date(this.clock.now().getTime() - graceMs)),
      },
      select: { id: true },
      order: { id: 'ASC' },
      take: 200,
    });
    return rows.map((row) => row.id);
  }
}
