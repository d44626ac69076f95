import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import { pageMetaOf } from '../../common/dto/page-query.dto.js';
import { AuditService } from '../audit/audit.service.js';
import { canMoveAttempt } from './attempt-state.js';
import { AttemptReviewLetters } from './attempt-review-letters.service.js';
import {
  type AdminAttemptDetailDto,
  type AdminAttemptDto,
  type AdminAttemptsPageDto,
  type AdminAttemptsQueryDto,
  type ChangeAttemptDto,
  toAdminAttemptDto,
} from './dto/admin-attempt.dto.js';
import { bySortThenId, toAnswerDto } from './dto/school-shared.dto.js';
import { Answer } from './entities/answer.entity.js';
import { Attempt, AttemptStatus } from './entities/attempt.entity.js';
import { attemptNotFound, attemptTransitionNotAllowed } from './school.errors.js';

/** The reviewer's inbox, one attempt with its answers (an audited read), and the verdict. */
@Injectable()
export class AdminAttemptsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly letters: AttemptReviewLetters,
    private readonly clock: Clock,
  ) {}

  /** Attempts under review first, the longest waiting first; then the reviewed ones, oldest first. */
  async list(query: AdminAttemptsQueryDto): Promise<AdminAttemptsPageDto> {
    const builder = this.dataSource.manager
      .createQueryBuilder(Attempt, 'attempt')
      .innerJoinAndSelect('attempt.user', 'user')
      .innerJoinAndSelect('attempt.exercise', 'exercise')
      .addSelect('CASE WHEN attempt.status = :checking THEN 0 ELSE 1 END', 'inbox_rank')
      .setParameter('checking', AttemptStatus.CHECKING)
      .orderBy('inbox_rank', 'ASC')
      .addOrderBy('attempt.submittedAt', 'ASC')
      .addOrderBy('attempt.id', 'ASC');
    if (query.status) builder.andWhere('attempt.status = :status', { status: query.status });
    if (query.exercise_id) {
      builder.andWhere('attempt.exerciseId = :exerciseId', { exerciseId: query.exercise_id });
    }
    if (query.user_id) builder.andWhere('attempt.userId = :userId', { userId: query.user_id });
    // Both joins are many-to-one, so plain OFFSET/LIMIT pages rows without a distinct subquery.
    const [attempts, total] = await builder
      .offset((query.page - 1) * query.per_page)
      .limit(query.per_page)
      .getManyAndCount();
    return { attempts: attempts.map(toAdminAttemptDto), ...pageMetaOf(query, total) };
  }

  /** The answers may hold sensitive personal material: the read is audited before it is shown. */
  get(actorId: number, id: number): Promise<AdminAttemptDetailDto> {
    return this.dataSource.transaction(async (manager) => {
      const attempt = await this.withParties(manager, id);
      const answers = await manager.find(Answer, {
        where: { attemptId: id },
        relations: { question: true },
      });
      answers.sort((a, b) => bySortThenId(a.question!, b.question!));
      await this.audit.record(manager, {
        actorId,
        action: 'school.attempt.read',
        entityType: 'user',
        entityId: attempt.userId,
        details: { attempt_id: id, exercise_id: attempt.exerciseId, answers: answers.length },
      });
      return {
        ...toAdminAttemptDto(attempt),
        answers: answers.map((answer) => ({
          ...toAnswerDto(answer),
          question_text: answer.question!.text,
        })),
      };
    });
  }

  /**
   * Ends a review: only an attempt under review becomes finished or failed. The learner's letter
   * is queued once the verdict is stored; a queue that does not answer leaves it owed.
   */
  async change(actorId: number, id: number, dto: ChangeAttemptDto): Promise<AdminAttemptDto> {
    await this.dataSource.transaction(async (manager) => {
      const attempt = await manager.findOne(Attempt, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!attempt) throw attemptNotFound();
      if (!canMoveAttempt(attempt.status, dto.status)) throw attemptTransitionNotAllowed();
      const comment = dto.comment ?? null;
      await manager.update(
        Attempt,
        { id },
        {
          status: dto.status,
          reviewerId: actorId,
          reviewerComment: comment,
          reviewedAt: this.clock.now(),
        },
      );
      await this.audit.record(manager, {
        actorId,
        action: 'school.attempt.change',
        entityType: 'user',
        entityId: attempt.userId,
        details: {
          attempt_id: id,
          exercise_id: attempt.exerciseId,
          from: attempt.status,
          to: dto.status,
        },
        reason: comment,
      });
    });
    await this.letters.sendOwed(id);
    return toAdminAttemptDto(await this.withParties(this.dataSource.manager, id));
  }

  private async withParties(manager: EntityManager, id: number): Promise<Attempt> {
    const attempt = await manager.findOne(Attempt, {
      where: { id },
      relations: { user: true, exercise: true },
    });
    if (!attempt) throw attemptNotFound();
    return attempt;
  }
}
