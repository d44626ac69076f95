import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/auth/auth.decorators.js';
import { ApiErrors } from '../../common/dto/api-errors.decorator.js';
import { idParamPipe } from '../../common/validation/id-param.pipe.js';
import { AdminExerciseContentService } from './admin-exercise-content.service.js';
import {
  CreateLessonDto,
  CreateQuestionDto,
  LessonResponseDto,
  LessonsResponseDto,
  QuestionResponseDto,
  QuestionsResponseDto,
  UpdateLessonDto,
  UpdateQuestionDto,
} from './dto/admin-exercise-content.dto.js';
import { OrderDto } from './dto/admin-fields.dto.js';
import { SchoolErrorCodes } from './school.errors.js';

const { EXERCISE_NOT_FOUND, LESSON_NOT_FOUND, QUESTION_NOT_FOUND } = SchoolErrorCodes;

/** An exercise's lessons and questions: add, change, order. */
@ApiTags('admin-school')
@Controller('v1/school/admin')
@AdminOnly()
export class AdminExerciseContentController {
  constructor(private readonly content: AdminExerciseContentService) {}

  @Post('exercises/:id/lessons')
  @ApiOperation({
    operationId: 'adminCreateLesson',
    summary: 'Add a lesson; without sort it goes after the others',
  })
  @ApiCreatedResponse({ type: LessonResponseDto })
  @ApiErrors(400, EXERCISE_NOT_FOUND)
  async createLesson(
    @Param('id', idParamPipe) id: number,
    @Body() body: CreateLessonDto,
  ): Promise<LessonResponseDto> {
    return { lesson: await this.content.createLesson(id, body) };
  }

  @Post('exercises/:id/lessons/order')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminOrderLessons',
    summary: 'Put every lesson of the exercise in this order (sort = position + 1)',
  })
  @ApiOkResponse({ type: LessonsResponseDto })
  @ApiErrors(400, EXERCISE_NOT_FOUND)
  async orderLessons(
    @Param('id', idParamPipe) id: number,
    @Body() body: OrderDto,
  ): Promise<LessonsResponseDto> {
    return { lessons: await this.content.orderLessons(id, body.ids) };
  }

  @Post('lessons/:id/update')
  @HttpCode(200)
  @ApiOperation({ operationId: 'adminUpdateLesson', summary: 'Change the given fields' })
  @ApiOkResponse({ type: LessonResponseDto })
  @ApiErrors(400, LESSON_NOT_FOUND)
  async updateLesson(
    @Param('id', idParamPipe) id: number,
    @Body() body: UpdateLessonDto,
  ): Promise<LessonResponseDto> {
    return { lesson: await this.content.updateLesson(id, body) };
  }

  @Post('exercises/:id/questions')
  @ApiOperation({
    operationId: 'adminCreateQuestion',
    summary: 'Add a question, after one of the exercise’s lessons or about the whole exercise',
  })
  @ApiCreatedResponse({ type: QuestionResponseDto })
  @ApiErrors(400, EXERCISE_NOT_FOUND)
  async createQuestion(
    @Param('id', idParamPipe) id: number,
    @Body() body: CreateQuestionDto,
  ): Promise<QuestionResponseDto> {
    return { question: await this.content.createQuestion(id, body) };
  }

  @Post('exercises/:id/questions/order')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminOrderQuestions',
    summary: 'Put every question of the exercise in this order (sort = position + 1)',
  })
  @ApiOkResponse({ type: QuestionsResponseDto })
  @ApiErrors(400, EXERCISE_NOT_FOUND)
  async orderQuestions(
    @Param('id', idParamPipe) id: number,
    @Body() body: OrderDto,
  ): Promise<QuestionsResponseDto> {
    return { questions: await this.content.orderQuestions(id, body.ids) };
  }

  @Post('questions/:id/update')
  @HttpCode(200)
  @ApiOperation({ operationId: 'adminUpdateQuestion', summary: 'Change the given fields' })
  @ApiOkResponse({ type: QuestionResponseDto })
  @ApiErrors(400, QUESTION_NOT_FOUND)
  async updateQuestion(
    @Param('id', idParamPipe) id: number,
    @Body() body: UpdateQuestionDto,
  ): Promise<QuestionResponseDto> {
    return { question: await this.content.updateQuestion(id, body) };
  }
}
