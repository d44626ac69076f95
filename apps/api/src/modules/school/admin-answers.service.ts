import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { pageMetaOf } from '../../common/dto/page-query.dto.js';
import { AuditService } from '../audit/audit.service.js';
import {
  type AdminAnswersPageDto,
  type AdminAnswersQueryDto,
  toAdminAnswerDto,
} from './dto/admin-answer.dto.js';
import { Answer } from './entities/answer.entity.js';

/**
 * Who answered what. Answers may hold sensitive personal material, so every read is audited
 * before it is shown: one entry per learner whose answers the page shows (the log then tells
 * each learner's readers), or, when it shows none, one entry on the reader.
 */
@Injectable()
export class AdminAnswersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  list(actorId: number, query: AdminAnswersQueryDto): Promise<AdminAnswersPageDto> {
    return this.dataSource.transaction(async (manager) => {
      const builder = manager
        .createQueryBuilder(Answer, 'answer')
        .innerJoinAndSelect('answer.attempt', 'attempt')
        .innerJoinAndSelect('answer.question', 'question')
        .innerJoinAndSelect('answer.user', 'user')
        .orderBy('answer.id', 'DESC');
      if (query.exercise_id) {
        builder.andWhere('attempt.exerciseId = :exerciseId', { exerciseId: query.exercise_id });
      }
      if (query.question_id) {
        builder.andWhere('answer.questionId = :questionId', { questionId: query.question_id });
      }
      if (query.user_id) builder.andWhere('answer.userId = :userId', { userId: query.user_id });
      // Every join is many-to-one, so plain OFFSET/LIMIT pages rows without a distinct subquery.
      const [answers, total] = await builder
        .offset((query.page - 1) * query.per_page)
        .limit(query.per_page)
        .getManyAndCount();
      await this.recordRead(manager, actorId, query, answers);
      return { answers: answers.map(toAdminAnswerDto), ...pageMetaOf(query, total) };
    });
  }

  private async recordRead(
    manager: EntityManager,
    actorId: number,
    query: AdminAnswersQueryDto,
    answers: Answer[],
  ): Promise<void> {
    const filter = {
      exercise_id: query.exercise_id ?? null,
      question_id: query.question_id ?? null,
      user_id: query.user_id ?? null,
      page: query.page,
      per_page: query.per_page,
    };
    const shown = new Map<number, number[]>();
    for (const answer of answers) {
      shown.set(answer.userId, [...(shown.get(answer.userId) ?? []), answer.id]);
    }
    if (shown.size === 0) shown.set(query.user_id ?? actorId, []);
    for (const [userId, answerIds] of shown) {
      await this.audit.record(manager, {
        actorId,
        action: 'school.answers.read',
        entityType: 'user',
        entityId: userId,
        details: { filter, answers: answerIds.length, answer_ids: answerIds },
      });
    }
  }
}
