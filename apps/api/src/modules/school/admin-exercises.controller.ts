import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/auth/auth.decorators.js';
import { ApiErrors } from '../../common/dto/api-errors.decorator.js';
import { idParamPipe } from '../../common/validation/id-param.pipe.js';
import { AdminExercisesService } from './admin-exercises.service.js';
import { LessonsResponseDto } from './dto/admin-exercise-content.dto.js';
import {
  AdminExerciseDetailResponseDto,
  AdminExerciseResponseDto,
  AdminExercisesQueryDto,
  AdminExercisesResponseDto,
  CreateExerciseDto,
  UpdateExerciseDto,
} from './dto/admin-exercise.dto.js';
import { SchoolErrorCodes } from './school.errors.js';

const { SCHOOL_NOT_FOUND, EXERCISE_NOT_FOUND } = SchoolErrorCodes;

@ApiTags('admin-school')
@Controller('v1/school/admin/exercises')
@AdminOnly()
export class AdminExercisesController {
  constructor(private readonly exercises: AdminExercisesService) {}

  @Get()
  @ApiOperation({
    operationId: 'adminListExercises',
    summary: 'Exercises, optionally of one school, by school, sort and id; closed ones included',
  })
  @ApiOkResponse({ type: AdminExercisesResponseDto })
  @ApiErrors(400)
  async list(@Query() query: AdminExercisesQueryDto): Promise<AdminExercisesResponseDto> {
    return { exercises: await this.exercises.list(query) };
  }

  @Post()
  @ApiOperation({
    operationId: 'adminCreateExercise',
    summary: 'Create an exercise; without sort it goes after the school’s others',
  })
  @ApiCreatedResponse({ type: AdminExerciseResponseDto })
  @ApiErrors(400, SCHOOL_NOT_FOUND)
  async create(@Body() body: CreateExerciseDto): Promise<AdminExerciseResponseDto> {
    return { exercise: await this.exercises.create(body) };
  }

  @Get(':id')
  @ApiOperation({
    operationId: 'adminGetExercise',
    summary: 'An exercise with its lessons and questions in (sort, id) order',
  })
  @ApiOkResponse({ type: AdminExerciseDetailResponseDto })
  @ApiErrors(400, EXERCISE_NOT_FOUND)
  async get(@Param('id', idParamPipe) id: number): Promise<AdminExerciseDetailResponseDto> {
    return { exercise: await this.exercises.get(id) };
  }

  @Post(':id/update')
  @HttpCode(200)
  @ApiOperation({ operationId: 'adminUpdateExercise', summary: 'Change the given fields' })
  @ApiOkResponse({ type: AdminExerciseResponseDto })
  @ApiErrors(400, EXERCISE_NOT_FOUND, SCHOOL_NOT_FOUND)
  async update(
    @Param('id', idParamPipe) id: number,
    @Body() body: UpdateExerciseDto,
  ): Promise<AdminExerciseResponseDto> {
    return { exercise: await this.exercises.update(id, body) };
  }

  @Get(':id/lessons')
  @ApiOperation({
    operationId: 'adminListLessons',
    summary: 'The exercise’s lessons in (sort, id) order',
  })
  @ApiOkResponse({ type: LessonsResponseDto })
  @ApiErrors(400, EXERCISE_NOT_FOUND)
  async lessons(@Param('id', idParamPipe) id: number): Promise<LessonsResponseDto> {
    return { lessons: await this.exercises.lessons(id) };
  }
}
