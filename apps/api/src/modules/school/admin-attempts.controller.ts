import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser } from '../../common/auth/auth.decorators.js';
import { ApiErrors } from '../../common/dto/api-errors.decorator.js';
import { idParamPipe } from '../../common/validation/id-param.pipe.js';
import type { User } from '../users/entities/user.entity.js';
import { AdminAnswersService } from './admin-answers.service.js';
import { AdminAttemptsService } from './admin-attempts.service.js';
import { AdminAnswersPageDto, AdminAnswersQueryDto } from './dto/admin-answer.dto.js';
import {
  AdminAttemptDetailResponseDto,
  AdminAttemptResponseDto,
  AdminAttemptsPageDto,
  AdminAttemptsQueryDto,
  ChangeAttemptDto,
} from './dto/admin-attempt.dto.js';
import { SchoolErrorCodes } from './school.errors.js';

const { ATTEMPT_NOT_FOUND, ATTEMPT_TRANSITION_NOT_ALLOWED } = SchoolErrorCodes;

/** The review of learners' work: the inbox, one attempt, the verdict, and answers by question. */
@ApiTags('admin-school')
@Controller('v1/school/admin')
@AdminOnly()
export class AdminAttemptsController {
  constructor(
    private readonly attempts: AdminAttemptsService,
    private readonly answers: AdminAnswersService,
  ) {}

  @Get('users/attempts')
  @ApiOperation({
    operationId: 'adminListAttempts',
    summary:
      'Attempts, paged: under review first, the longest waiting first (the reviewer’s inbox); ' +
      'no answer texts',
  })
  @ApiOkResponse({ type: AdminAttemptsPageDto })
  @ApiErrors(400)
  list(@Query() query: AdminAttemptsQueryDto): Promise<AdminAttemptsPageDto> {
    return this.attempts.list(query);
  }

  @Get('users/attempts/:id')
  @ApiOperation({
    operationId: 'adminGetAttempt',
    summary: 'An attempt with its answers in the questions’ order; the read is audited',
  })
  @ApiOkResponse({ type: AdminAttemptDetailResponseDto })
  @ApiErrors(400, ATTEMPT_NOT_FOUND)
  async get(
    @CurrentUser() admin: User,
    @Param('id', idParamPipe) id: number,
  ): Promise<AdminAttemptDetailResponseDto> {
    return { attempt: await this.attempts.get(admin.id, id) };
  }

  @Post('users/attempts/:id/change')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminChangeAttempt',
    summary:
      'Mark an attempt under review finished or failed (a comment is required for failed); ' +
      'the learner gets a letter with the comment. Audited',
  })
  @ApiOkResponse({ type: AdminAttemptResponseDto })
  @ApiErrors(400, ATTEMPT_NOT_FOUND, ATTEMPT_TRANSITION_NOT_ALLOWED)
  async change(
    @CurrentUser() admin: User,
    @Param('id', idParamPipe) id: number,
    @Body() body: ChangeAttemptDto,
  ): Promise<AdminAttemptResponseDto> {
    return { attempt: await this.attempts.change(admin.id, id, body) };
  }

  @Get('answers/users')
  @ApiOperation({
    operationId: 'adminListAnswers',
    summary: 'Learners’ answers, newest first, paged; every read is audited',
  })
  @ApiOkResponse({ type: AdminAnswersPageDto })
  @ApiErrors(400)
  listAnswers(
    @CurrentUser() admin: User,
    @Query() query: AdminAnswersQueryDto,
  ): Promise<AdminAnswersPageDto> {
    return this.answers.list(admin.id, query);
  }
}
