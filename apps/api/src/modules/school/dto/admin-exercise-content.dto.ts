import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptionalNullable, IsTitle, IsUrlOrPath } from '../../../common/validation/decorators.js';
import { LessonDto, QuestionDto } from './school-shared.dto.js';
import { Field, IsBodyId, IsFilledText, IsFreeText, SortField } from './admin-fields.dto.js';

/** What the admin sends and gets for an exercise's lessons and questions. */

export class LessonsResponseDto {
  @ApiProperty({ type: LessonDto, isArray: true, description: 'In (sort, id) order' })
  lessons: LessonDto[];
}

export class LessonResponseDto {
  @ApiProperty({ type: LessonDto })
  lesson: LessonDto;
}

export class QuestionsResponseDto {
  @ApiProperty({ type: QuestionDto, isArray: true, description: 'In (sort, id) order' })
  questions: QuestionDto[];
}

export class QuestionResponseDto {
  @ApiProperty({ type: QuestionDto })
  question: QuestionDto;
}

const LessonTitle = (required: boolean) =>
  Field(required, { example: 'Четыре психотипа: обзор', maxLength: 255 }, IsTitle());

class LessonFieldsDto {
  @ApiPropertyOptional({ type: String, nullable: true, example: 'https://rutube.ru/play/embed/1' })
  @IsUrlOrPath(500)
  video_url?: string | null;

  @Field(
    false,
    { example: 'Посмотрите видео и запишите, что узнали о себе.', maxLength: 50_000 },
    IsFreeText(50_000),
  )
  text?: string;

  @SortField()
  sort?: number;
}

export class CreateLessonDto extends LessonFieldsDto {
  @LessonTitle(true)
  title: string;
}

export class UpdateLessonDto extends LessonFieldsDto {
  @LessonTitle(false)
  title?: string;
}

const QuestionText = (required: boolean) =>
  Field(
    required,
    { example: 'Какой психотип вы узнали в себе и почему?', maxLength: 5000 },
    IsFilledText(5000, 'Укажите текст вопроса'),
  );

class QuestionFieldsDto {
  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 1,
    description: 'A lesson of the same exercise it follows; null: about the whole exercise',
  })
  @IsOptionalNullable()
  @IsBodyId('lesson_id')
  lesson_id?: number | null;

  @SortField()
  sort?: number;
}

export class CreateQuestionDto extends QuestionFieldsDto {
  @QuestionText(true)
  text: string;
}

export class UpdateQuestionDto extends QuestionFieldsDto {
  @QuestionText(false)
  text?: string;
}
