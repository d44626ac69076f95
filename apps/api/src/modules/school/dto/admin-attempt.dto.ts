import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, ValidateBy, type ValidationArguments } from 'class-validator';
import { PageMetaDto, PageQueryDto } from '../../../common/dto/page-query.dto.js';
import { IsOptionalNotNull, IsQueryInteger } from '../../../common/validation/decorators.js';
import { MAX_INT4 } from '../../../common/validation/limits.js';
import type { User } from '../../users/entities/user.entity.js';
import { AttemptStatus } from '../entities/attempt.entity.js';
import type { Attempt } from '../entities/attempt.entity.js';
import { AnswerDto } from './school-shared.dto.js';

export class UserSummaryDto {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ example: 'anna@example.com' })
  login: string;

  @ApiProperty({ type: String, nullable: true, example: 'Анна' })
  first_name: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Иванова' })
  last_name: string | null;
}

export class ExerciseSummaryDto {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ example: 'Неделя 1. Знакомство с психотипами' })
  title: string;
}

/** An attempt in the reviewer's inbox: who, which exercise, where the review stands; no texts. */
export class AdminAttemptDto {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ enum: AttemptStatus, enumName: 'AttemptStatus' })
  status: AttemptStatus;

  @ApiProperty({ type: UserSummaryDto })
  user: UserSummaryDto;

  @ApiProperty({ type: ExerciseSummaryDto })
  exercise: ExerciseSummaryDto;

  @ApiProperty({ type: Number, nullable: true, description: 'The admin who reviewed it' })
  reviewer_id: number | null;

  @ApiProperty({ type: String, nullable: true, example: 'Раскройте второй вопрос подробнее' })
  reviewer_comment: string | null;

  @ApiProperty({ example: '2026-11-21T09:00:00.000Z' })
  submitted_at: string;

  @ApiProperty({ type: String, nullable: true, example: '2026-11-22T09:00:00.000Z' })
  reviewed_at: string | null;
}

export class AdminAttemptAnswerDto extends AnswerDto {
  @ApiProperty({ example: 'Какой психотип вы узнали в себе и почему?' })
  question_text: string;
}

export class AdminAttemptDetailDto extends AdminAttemptDto {
  @ApiProperty({
    type: AdminAttemptAnswerDto,
    isArray: true,
    description: 'In the questions’ (sort, id) order',
  })
  answers: AdminAttemptAnswerDto[];
}

export class AdminAttemptResponseDto {
  @ApiProperty({ type: AdminAttemptDto })
  attempt: AdminAttemptDto;
}

export class AdminAttemptDetailResponseDto {
  @ApiProperty({ type: AdminAttemptDetailDto })
  attempt: AdminAttemptDetailDto;
}

export class AdminAttemptsPageDto extends PageMetaDto {
  @ApiProperty({ type: AdminAttemptDto, isArray: true })
  attempts: AdminAttemptDto[];
}

/** Filters shared by the attempts and the answers lists. */
export class LearnerFilterQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ example: 3 })
  @IsOptionalNotNull()
  @IsQueryInteger(1, MAX_INT4, 'exercise_id должен быть целым положительным числом')
  exercise_id?: number;

  @ApiPropertyOptional({ example: 12, description: 'The learner' })
  @IsOptionalNotNull()
  @IsQueryInteger(1, MAX_INT4, 'user_id должен быть целым положительным числом')
  user_id?: number;
}

const statuses = Object.values(AttemptStatus);

export class AdminAttemptsQueryDto extends LearnerFilterQueryDto {
  @ApiPropertyOptional({ enum: AttemptStatus, enumName: 'AttemptStatus' })
  @IsOptionalNotNull()
  @IsIn(statuses, { message: `status должен быть одним из: ${statuses.join(', ')}` })
  status?: AttemptStatus;
}

const verdicts = [AttemptStatus.FINISHED, AttemptStatus.FAILED] as const;
const MAX_COMMENT = 5000;

/** Required for `failed` (the learner must learn what to fix), optional for `finished`. */
function isReviewComment(value: unknown, args: ValidationArguments): boolean {
  if (value === undefined || value === null) {
    return (args.object as ChangeAttemptDto).status !== AttemptStatus.FAILED;
  }
  return typeof value === 'string' && value.length >= 1 && value.length <= MAX_COMMENT;
}

export class ChangeAttemptDto {
  @ApiProperty({ enum: verdicts, example: AttemptStatus.FAILED })
  @IsIn(verdicts, { message: 'status должен быть finished или failed' })
  status: AttemptStatus.FINISHED | AttemptStatus.FAILED;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: MAX_COMMENT,
    example: 'Раскройте второй вопрос подробнее',
    description: 'Sent to the learner; required for failed, optional for finished',
  })
  // Blank is no comment.
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))
  @ValidateBy(
    { name: 'isReviewComment', validator: { validate: isReviewComment } },
    {
      message: ({ value }) =>
        value === undefined || value === null
          ? 'Укажите комментарий: что нужно исправить'
          : `Комментарий должен быть строкой до ${MAX_COMMENT} символов`,
    },
  )
  comment?: string | null;
}

export const toUserSummaryDto = (user: User): UserSummaryDto => ({
  id: user.id,
  login: user.login,
  first_name: user.firstName,
  last_name: user.lastName,
});

/** `attempt` comes with its user and exercise loaded. */
export const toAdminAttemptDto = (attempt: Attempt): AdminAttemptDto => ({
  id: attempt.id,
  status: attempt.status,
  user: toUserSummaryDto(attempt.user!),
  exercise: { id: attempt.exercise!.id, title: attempt.exercise!.title },
  reviewer_id: attempt.reviewerId,
  reviewer_comment: attempt.reviewerComment,
  submitted_at: attempt.submittedAt.toISOString(),
  reviewed_at: attempt.reviewedAt?.toISOString() ?? null,
});
