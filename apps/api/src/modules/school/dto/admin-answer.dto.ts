import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PageMetaDto } from '../../../common/dto/page-query.dto.js';
import { IsOptionalNotNull, IsQueryInteger } from '../../../common/validation/decorators.js';
import { MAX_INT4 } from '../../../common/validation/limits.js';
import type { Answer } from '../entities/answer.entity.js';
import { AttemptStatus } from '../entities/attempt.entity.js';
import { LearnerFilterQueryDto, toUserSummaryDto, UserSummaryDto } from './admin-attempt.dto.js';

/** One learner's answer to one question, with where its attempt stands. */
export class AdminAnswerDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 7 })
  attempt_id: number;

  @ApiProperty({ enum: AttemptStatus, enumName: 'AttemptStatus' })
  attempt_status: AttemptStatus;

  @ApiProperty({ example: 3 })
  exercise_id: number;

  @ApiProperty({ example: 1 })
  question_id: number;

  @ApiProperty({ example: 'Какой психотип вы узнали в себе и почему?' })
  question_text: string;

  @ApiProperty({ type: UserSummaryDto })
  user: UserSummaryDto;

  @ApiProperty({ example: 'Я узнала в себе тревожный тип: …' })
  text: string;

  @ApiProperty({ example: '2026-11-21T09:00:00.000Z' })
  created_at: string;
}

export class AdminAnswersPageDto extends PageMetaDto {
  @ApiProperty({ type: AdminAnswerDto, isArray: true })
  answers: AdminAnswerDto[];
}

export class AdminAnswersQueryDto extends LearnerFilterQueryDto {
  @ApiPropertyOptional({ example: 1 })
  @IsOptionalNotNull()
  @IsQueryInteger(1, MAX_INT4, 'question_id должен быть целым положительным числом')
  question_id?: number;
}

/** `answer` comes with its attempt, question and user loaded. */
export const toAdminAnswerDto = (answer: Answer): AdminAnswerDto => ({
  id: answer.id,
  attempt_id: answer.attemptId,
  attempt_status: answer.attempt!.status,
  exercise_id: answer.attempt!.exerciseId,
  question_id: answer.questionId,
  question_text: answer.question!.text,
  user: toUserSummaryDto(answer.user!),
  text: answer.text,
  created_at: answer.createdAt.toISOString(),
});
