import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser } from '../../common/auth/auth.decorators.js';
import { ApiErrors } from '../../common/dto/api-errors.decorator.js';
import { MessageResponseDto, OK } from '../../common/dto/message-response.dto.js';
import { idParamPipe } from '../../common/validation/id-param.pipe.js';
import type { User } from '../users/entities/user.entity.js';
import {
  AttemptResponseDto,
  SaveAnswersDto,
  SchoolDto,
  UserExercisesResponseDto,
} from './dto/user-school.dto.js';
import { SchoolErrorCodes } from './school.errors.js';
import { UserSchoolService } from './user-school.service.js';

const {
  SCHOOL_ACCESS_REQUIRED,
  EXERCISE_NOT_FOUND,
  EXERCISE_NOT_OPEN,
  ATTEMPT_UNDER_REVIEW,
  EXERCISE_ALREADY_FINISHED,
  ANSWERS_DO_NOT_MATCH_QUESTIONS,
  ANSWER_NOT_FOUND,
} = SchoolErrorCodes;

/** The learner's school: any signed-in user may ask; content needs an active tariff. */
@ApiTags('school')
@Controller('v1/school/user')
@Authenticated()
export class UserSchoolController {
  constructor(private readonly school: UserSchoolService) {}

  @Get('tariffs')
  @ApiOperation({
    operationId: 'listMySchools',
    summary: "The learner's schools with access now (a bare array; empty without access)",
  })
  @ApiOkResponse({ type: SchoolDto, isArray: true })
  listMySchools(@CurrentUser() user: User): Promise<SchoolDto[]> {
    return this.school.listMySchools(user.id);
  }

  @Get('exercises')
  @ApiOperation({
    operationId: 'listMyExercises',
    summary:
      'Exercises of the learner’s schools with lessons, questions and their own attempts; ' +
      'one not open yet shows its title and opening date only',
  })
  @ApiOkResponse({ type: UserExercisesResponseDto })
  @ApiErrors(SCHOOL_ACCESS_REQUIRED)
  async listMyExercises(@CurrentUser() user: User): Promise<UserExercisesResponseDto> {
    return { exercises: await this.school.listMyExercises(user.id) };
  }

  @Post('exercises/save-answers')
  @ApiOperation({
    operationId: 'saveExerciseAnswers',
    summary: 'Send answers to every question of an exercise: a new attempt, under review',
  })
  @ApiCreatedResponse({ type: AttemptResponseDto })
  @ApiErrors(
    400,
    ANSWERS_DO_NOT_MATCH_QUESTIONS,
    SCHOOL_ACCESS_REQUIRED,
    EXERCISE_NOT_FOUND,
    EXERCISE_NOT_OPEN,
    ATTEMPT_UNDER_REVIEW,
    EXERCISE_ALREADY_FINISHED,
  )
  async saveAnswers(
    @CurrentUser() user: User,
    @Body() body: SaveAnswersDto,
  ): Promise<AttemptResponseDto> {
    return { attempt: await this.school.saveAnswers(user.id, body) };
  }

  @Delete('answers/:id')
  @ApiOperation({
    operationId: 'deleteMyAnswer',
    summary: 'Delete one of the learner’s own answers (not while its attempt is under review)',
  })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors(400, ANSWER_NOT_FOUND, ATTEMPT_UNDER_REVIEW)
  async deleteAnswer(
    @CurrentUser() user: User,
    @Param('id', idParamPipe) id: number,
  ): Promise<MessageResponseDto> {
    await this.school.deleteAnswer(user.id, id);
    return OK;
  }
}
