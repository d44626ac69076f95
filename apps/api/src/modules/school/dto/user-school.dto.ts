import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  ArrayUnique,
  IsArray,
  IsInt,
  IsNotEmpty,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { MAX_INT4 } from '../../../common/validation/limits.js';
import { type Attempt, AttemptStatus } from '../entities/attempt.entity.js';
import type { Tariff } from '../entities/tariff.entity.js';
import type { ActiveSchool } from '../user-exercises.reader.js';
import { AnswerDto, LessonDto, QuestionDto } from './school-shared.dto.js';

export const MAX_ANSWER_LENGTH = 20_000;
export const MAX_ANSWERS = 200;

export class SchoolDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'Курс психотипы' })
  title: string;

  @ApiProperty({ example: 'Девяносто дней практики: узнаём себя и других.' })
  description: string;

  @ApiProperty({
    example: '2027-02-19T09:00:00.000Z',
    description: "End of the learner's current access to this school",
  })
  expires_at: string;
}

/** A tariff as offered for sale; `final_*` is what a checkout charges (no price windows yet). */
export class PublicTariffDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 1 })
  school_id: number;

  @ApiProperty({ example: 'Психотипы: 90 дней' })
  name: string;

  @ApiProperty({ example: 90 })
  period_days: number;

  @ApiProperty({ example: 9900 })
  price: number;

  @ApiProperty({ example: 199 })
  price_azn: number;

  @ApiProperty({ example: 9900 })
  final_price: number;

  @ApiProperty({ example: 199 })
  final_price_azn: number;
}

export class PublicTariffsResponseDto {
  @ApiProperty({ type: PublicTariffDto, isArray: true })
  tariffs: PublicTariffDto[];
}

export class AttemptDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 3 })
  exercise_id: number;

  @ApiProperty({
    enum: AttemptStatus,
    enumName: 'AttemptStatus',
    description: "checking: 'На проверке', finished: 'Задание выполнено', failed: 'Провалено'",
  })
  status: AttemptStatus;

  @ApiProperty({ type: String, nullable: true, example: 'Хорошая работа, раскройте второй ответ.' })
  reviewer_comment: string | null;

  @ApiProperty({ example: '2026-11-21T09:00:00.000Z' })
  submitted_at: string;

  @ApiProperty({ type: String, nullable: true, example: '2026-11-22T09:00:00.000Z' })
  reviewed_at: string | null;

  @ApiProperty({ type: AnswerDto, isArray: true, description: "In the questions' order" })
  answers: AnswerDto[];
}

export class AttemptResponseDto {
  @ApiProperty({ type: AttemptDto })
  attempt: AttemptDto;
}

/**
 * An exercise as its learner sees it. Before `activate_at` it is locked (`is_open` false): the
 * title and dates only, every piece of content empty.
 */
export class UserExerciseDto {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ example: 'Задание 1. Знакомство с психотипами' })
  title: string;

  @ApiProperty({ example: 'Посмотрите уроки и ответьте на вопросы.' })
  description: string;

  @ApiProperty({ type: String, nullable: true })
  url: string | null;

  @ApiProperty({ type: String, isArray: true, nullable: true })
  video_urls: string[] | null;

  @ApiProperty({ type: 'object', additionalProperties: true, example: {} })
  properties: Record<string, unknown>;

  @ApiProperty({ example: '2026-11-21T09:00:00.000Z' })
  created_at: string;

  @ApiProperty({ example: '2026-11-21T09:00:00.000Z' })
  updated_at: string;

  @ApiProperty({ example: 1 })
  school_id: number;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-11-28T09:00:00.000Z',
    description: 'When it opens; null: open from the start',
  })
  activate_at: string | null;

  @ApiProperty({ example: true, description: 'False until activate_at: no content is shown then' })
  is_open: boolean;

  @ApiProperty({ type: LessonDto, isArray: true })
  lessons: LessonDto[];

  @ApiProperty({ type: QuestionDto, isArray: true })
  questions: QuestionDto[];

  @ApiProperty({ type: AttemptDto, isArray: true, description: "The learner's own, newest first" })
  attempts: AttemptDto[];
}

export class UserExercisesResponseDto {
  @ApiProperty({ type: UserExerciseDto, isArray: true })
  exercises: UserExerciseDto[];
}

const questionIdMessage = 'Идентификатор вопроса должен быть целым числом';

export class AnswerInputDto {
  @ApiProperty({ example: 1 })
  @Max(MAX_INT4, { message: questionIdMessage })
  @Min(1, { message: questionIdMessage })
  @IsInt({ message: questionIdMessage })
  question_id: number;

  @ApiProperty({ example: 'Я узнала в себе тревожный тип: …', maxLength: MAX_ANSWER_LENGTH })
  @MaxLength(MAX_ANSWER_LENGTH, {
    message: `Ответ не должен превышать ${MAX_ANSWER_LENGTH} символов`,
  })
  @IsNotEmpty({ message: 'Напишите ответ' })
  @IsString({ message: 'Ответ должен быть текстом' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  text: string;
}

const exerciseIdMessage = 'Идентификатор задания должен быть целым числом';

export class SaveAnswersDto {
  @ApiProperty({ example: 3 })
  @Max(MAX_INT4, { message: exerciseIdMessage })
  @Min(1, { message: exerciseIdMessage })
  @IsInt({ message: exerciseIdMessage })
  exercise_id: number;

  @ApiProperty({
    type: AnswerInputDto,
    isArray: true,
    minItems: 1,
    maxItems: MAX_ANSWERS,
    description: 'One answer to every question of the exercise, and only to its questions',
  })
  @ValidateNested({ each: true })
  // Compared as text: ArrayUnique treats NaN (a non-numeric id) as a duplicate of itself.
  @ArrayUnique((item: AnswerInputDto) => String(item?.question_id), {
    message: 'На каждый вопрос нужен один ответ',
  })
  @ArrayMaxSize(MAX_ANSWERS, { message: `Не больше ${MAX_ANSWERS} ответов` })
  @ArrayNotEmpty({ message: 'Ответьте на вопросы задания' })
  @IsArray({ message: 'answers должен быть списком' })
  @Type(() => AnswerInputDto)
  answers: AnswerInputDto[];
}

export const toSchoolDto = ({ school, expiresAt }: ActiveSchool): SchoolDto => ({
  id: school.id,
  title: school.title,
  description: school.description,
  expires_at: expiresAt.toISOString(),
});

export const toPublicTariffDto = (tariff: Tariff): PublicTariffDto => ({
  id: tariff.id,
  school_id: tariff.schoolId,
  name: tariff.name,
  period_days: tariff.periodDays,
  price: tariff.price,
  price_azn: tariff.priceAzn,
  final_price: tariff.price,
  final_price_azn: tariff.priceAzn,
});

/** `answers` already in the questions' order. */
export const toAttemptDto = (attempt: Attempt, answers: AnswerDto[]): AttemptDto => ({
  id: attempt.id,
  exercise_id: attempt.exerciseId,
  status: attempt.status,
  reviewer_comment: attempt.reviewerComment,
  submitted_at: attempt.submittedAt.toISOString(),
  reviewed_at: attempt.reviewedAt?.toISOString() ?? null,
  answers,
});
