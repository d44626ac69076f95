import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsUrl, MaxLength, ValidateBy } from 'class-validator';
import {
  IsDateTime,
  IsOptionalNotNull,
  IsOptionalNullable,
  IsQueryInteger,
  IsTitle,
  IsUrlOrPath,
} from '../../../common/validation/decorators.js';
import { MAX_INT4 } from '../../../common/validation/limits.js';
import type { Exercise } from '../entities/exercise.entity.js';
import type { Lesson } from '../entities/lesson.entity.js';
import type { Question } from '../entities/question.entity.js';
import {
  bySortThenId,
  LessonDto,
  QuestionDto,
  toLessonDto,
  toQuestionDto,
} from './school-shared.dto.js';
import { Field, IsBodyId, IsFreeText, SortField } from './admin-fields.dto.js';

/** Free-form settings: a JSON object of modest size. */
const MAX_PROPERTIES_JSON = 20_000;
const MAX_VIDEOS = 50;

export class AdminExerciseDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 1 })
  school_id: number;

  @ApiProperty({ example: 'Неделя 1. Знакомство с психотипами' })
  title: string;

  @ApiProperty({ example: 'Посмотрите уроки и ответьте на вопросы.' })
  description: string;

  @ApiProperty({ type: String, nullable: true, example: 'https://example.com/workbook.pdf' })
  url: string | null;

  @ApiProperty({
    type: String,
    isArray: true,
    nullable: true,
    example: ['https://rutube.ru/play/embed/1'],
  })
  video_urls: string[] | null;

  @ApiProperty({ type: 'object', additionalProperties: true, example: { week: 1 } })
  properties: Record<string, unknown>;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-12-01T06:00:00.000Z',
    description: 'Before it learners see the title and this date only; null: open at once',
  })
  activate_at: string | null;

  @ApiProperty({ example: 1 })
  sort: number;

  @ApiProperty({ example: '2026-11-01T10:00:00.000Z' })
  created_at: string;

  @ApiProperty({ example: '2026-11-01T10:00:00.000Z' })
  updated_at: string;
}

export class AdminExerciseDetailDto extends AdminExerciseDto {
  @ApiProperty({ type: LessonDto, isArray: true, description: 'In (sort, id) order' })
  lessons: LessonDto[];

  @ApiProperty({ type: QuestionDto, isArray: true, description: 'In (sort, id) order' })
  questions: QuestionDto[];
}

export class AdminExercisesResponseDto {
  @ApiProperty({ type: AdminExerciseDto, isArray: true })
  exercises: AdminExerciseDto[];
}

export class AdminExerciseResponseDto {
  @ApiProperty({ type: AdminExerciseDto })
  exercise: AdminExerciseDto;
}

export class AdminExerciseDetailResponseDto {
  @ApiProperty({ type: AdminExerciseDetailDto })
  exercise: AdminExerciseDetailDto;
}

export class AdminExercisesQueryDto {
  @ApiPropertyOptional({ example: 1, description: 'Only this school’s exercises' })
  @IsOptionalNotNull()
  @IsQueryInteger(1, MAX_INT4, 'school_id должен быть целым положительным числом')
  school_id?: number;
}

const videosMessage = 'Укажите список ссылок на видео (https://…)';
const trimItems = Transform(({ value }) =>
  Array.isArray(value)
    ? value.map((item) => (typeof item === 'string' ? item.trim() : item))
    : value,
);
const isSmallObject = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  JSON.stringify(value).length <= MAX_PROPERTIES_JSON;

/** Every field but the school and the title: optional in create and update alike. */
class ExerciseFieldsDto {
  @ApiPropertyOptional({ example: 'Посмотрите уроки и ответьте на вопросы.', maxLength: 20_000 })
  @IsOptionalNotNull()
  @IsFreeText(20_000)
  description?: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'https://example.com/a.pdf' })
  @IsUrlOrPath(500)
  url?: string | null;

  @ApiPropertyOptional({
    type: String,
    isArray: true,
    nullable: true,
    maxItems: MAX_VIDEOS,
    example: ['https://rutube.ru/play/embed/1'],
    description: 'Absolute http(s) links; null clears the list',
  })
  @IsOptionalNullable()
  @trimItems
  @MaxLength(500, { each: true, message: 'Ссылка не должна превышать 500 символов' })
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true },
    { each: true, message: videosMessage },
  )
  @ArrayMaxSize(MAX_VIDEOS, { message: `Не больше ${MAX_VIDEOS} видео` })
  @IsArray({ message: videosMessage })
  video_urls?: string[] | null;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    example: { week: 1 },
    description: `A JSON object, up to ${MAX_PROPERTIES_JSON} characters as JSON`,
  })
  @IsOptionalNotNull()
  @ValidateBy(
    { name: 'isSmallObject', validator: { validate: isSmallObject } },
    { message: `properties: объект JSON не длиннее ${MAX_PROPERTIES_JSON} символов` },
  )
  properties?: Record<string, unknown>;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '2026-12-01T06:00:00Z',
    description: 'When learners may open it; null: at once',
  })
  @IsOptionalNullable()
  @IsDateTime()
  activate_at?: string | null;

  @SortField()
  sort?: number;
}

const Title = (required: boolean) =>
  Field(required, { example: 'Неделя 1. Знакомство с психотипами', maxLength: 255 }, IsTitle());
const SchoolId = (required: boolean) =>
  Field(
    required,
    { example: 1, description: 'The school it belongs to; on update, moves it there' },
    IsBodyId('school_id'),
  );

export class CreateExerciseDto extends ExerciseFieldsDto {
  @SchoolId(true)
  school_id: number;

  @Title(true)
  title: string;
}

export class UpdateExerciseDto extends ExerciseFieldsDto {
  @SchoolId(false)
  school_id?: number;

  @Title(false)
  title?: string;
}

export const toAdminExerciseDto = (exercise: Exercise): AdminExerciseDto => ({
  id: exercise.id,
  school_id: exercise.schoolId,
  title: exercise.title,
  description: exercise.description,
  url: exercise.url,
  video_urls: exercise.videoUrls,
  properties: exercise.properties,
  activate_at: exercise.activateAt?.toISOString() ?? null,
  sort: exercise.sort,
  created_at: exercise.createdAt.toISOString(),
  updated_at: exercise.updatedAt.toISOString(),
});

export const toAdminExerciseDetailDto = (
  exercise: Exercise,
  lessons: Lesson[],
  questions: Question[],
): AdminExerciseDetailDto => ({
  ...toAdminExerciseDto(exercise),
  lessons: [...lessons].sort(bySortThenId).map(toLessonDto),
  questions: [...questions].sort(bySortThenId).map(toQuestionDto),
});
