import { ApiProperty } from '@nestjs/swagger';
import { AccessSource } from '../../access/entities/access-grant.entity.js';
import type { Answer } from '../entities/answer.entity.js';
import type { Lesson } from '../entities/lesson.entity.js';
import type { Question } from '../entities/question.entity.js';
import type { Tariff } from '../entities/tariff.entity.js';
import type { UserTariff } from '../entities/user-tariff.entity.js';

/** The pieces both the learner's and the admin's answers carry. */

export class LessonDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 3 })
  exercise_id: number;

  @ApiProperty({ example: 'Четыре психотипа: обзор' })
  title: string;

  @ApiProperty({ type: String, nullable: true, example: 'https://rutube.ru/play/embed/demo' })
  video_url: string | null;

  @ApiProperty({ example: 'Посмотрите видео и запишите, что узнали о себе.' })
  text: string;

  @ApiProperty({ example: 1 })
  sort: number;
}

export class QuestionDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 3 })
  exercise_id: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 1,
    description: 'The lesson it follows; null: a question about the whole exercise',
  })
  lesson_id: number | null;

  @ApiProperty({ example: 'Какой психотип вы узнали в себе и почему?' })
  text: string;

  @ApiProperty({ example: 1 })
  sort: number;
}

export class AnswerDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 1 })
  question_id: number;

  @ApiProperty({ example: 'Я узнала в себе тревожный тип: …' })
  text: string;

  @ApiProperty({ example: '2026-11-21T09:00:00.000Z' })
  created_at: string;
}

export class UserTariffDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 12 })
  user_id: number;

  @ApiProperty({ example: 1 })
  tariff_id: number;

  @ApiProperty({ example: 'Психотипы: 90 дней' })
  tariff_name: string;

  @ApiProperty({ example: 1 })
  school_id: number;

  @ApiProperty({ enum: AccessSource, enumName: 'AccessSource' })
  source: AccessSource;

  @ApiProperty({ type: Number, nullable: true, description: 'The admin who bound it' })
  bound_by: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'The payment that bought it' })
  payment_id: number | null;

  @ApiProperty({ example: '2026-11-21T09:00:00.000Z' })
  starts_at: string;

  @ApiProperty({ example: '2027-02-19T09:00:00.000Z' })
  expires_at: string;
}

export const toLessonDto = (lesson: Lesson): LessonDto => ({
  id: lesson.id,
  exercise_id: lesson.exerciseId,
  title: lesson.title,
  video_url: lesson.videoUrl,
  text: lesson.text,
  sort: lesson.sort,
});

export const toQuestionDto = (question: Question): QuestionDto => ({
  id: question.id,
  exercise_id: question.exerciseId,
  lesson_id: question.lessonId,
  text: question.text,
  sort: question.sort,
});

export const toAnswerDto = (answer: Answer): AnswerDto => ({
  id: answer.id,
  question_id: answer.questionId,
  text: answer.text,
  created_at: answer.createdAt.toISOString(),
});

/** `tariff` is the row's own tariff (passed when the relation is not loaded). */
export const toUserTariffDto = (
  userTariff: UserTariff,
  tariff: Pick<Tariff, 'name' | 'schoolId'> = userTariff.tariff!,
): UserTariffDto => ({
  id: userTariff.id,
  user_id: userTariff.userId,
  tariff_id: userTariff.tariffId,
  tariff_name: tariff.name,
  school_id: tariff.schoolId,
  source: userTariff.source,
  bound_by: userTariff.boundBy,
  payment_id: userTariff.paymentId,
  starts_at: userTariff.startsAt.toISOString(),
  expires_at: userTariff.expiresAt.toISOString(),
});

/** Lessons and questions are shown in (sort, id) order everywhere. */
export const bySortThenId = (a: { sort: number; id: number }, b: { sort: number; id: number }) =>
  a.sort - b.sort || a.id - b.id;
