import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { applyFields } from '../../infrastructure/database/apply-fields.js';
import {
  type AdminExerciseDetailDto,
  type AdminExerciseDto,
  type AdminExercisesQueryDto,
  type CreateExerciseDto,
  toAdminExerciseDetailDto,
  toAdminExerciseDto,
  type UpdateExerciseDto,
} from './dto/admin-exercise.dto.js';
import { bySortThenId, type LessonDto, toLessonDto } from './dto/school-shared.dto.js';
import { Exercise } from './entities/exercise.entity.js';
import { Lesson } from './entities/lesson.entity.js';
import { Question } from './entities/question.entity.js';
import { School } from './entities/school.entity.js';
import { exerciseNotFound, schoolNotFound } from './school.errors.js';

/** Request field → entity column; activate_at arrives as text and is stored as a date. */
const columns = {
  school_id: 'schoolId',
  title: 'title',
  description: 'description',
  url: 'url',
  video_urls: 'videoUrls',
  properties: 'properties',
  activate_at: 'activateAt',
  sort: 'sort',
} as const satisfies Record<keyof UpdateExerciseDto, keyof Exercise>;

const withDates = (dto: UpdateExerciseDto) => ({
  ...dto,
  activate_at:
    dto.activate_at === undefined || dto.activate_at === null
      ? dto.activate_at
      : new Date(dto.activate_at),
});

/** One past the largest sort among `where` of `entity`: where a new item goes when none is given. */
export async function nextSort(
  manager: EntityManager,
  entity: typeof Exercise | typeof Lesson | typeof Question,
  where: Record<string, number>,
): Promise<number> {
  const largest = await manager.maximum(entity, 'sort', where);
  return (largest ?? 0) + 1;
}

/** The admin's exercises: list, read with lessons and questions, create, change. */
@Injectable()
export class AdminExercisesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(query: AdminExercisesQueryDto): Promise<AdminExerciseDto[]> {
    const exercises = await this.dataSource.manager.find(Exercise, {
      where: query.school_id === undefined ? {} : { schoolId: query.school_id },
      order: { schoolId: 'ASC', sort: 'ASC', id: 'ASC' },
    });
    return exercises.map(toAdminExerciseDto);
  }

  async get(id: number): Promise<AdminExerciseDetailDto> {
    const manager = this.dataSource.manager;
    const exercise = await manager.findOneBy(Exercise, { id });
    if (!exercise) throw exerciseNotFound();
    const [lessons, questions] = await Promise.all([
      manager.findBy(Lesson, { exerciseId: id }),
      manager.findBy(Question, { exerciseId: id }),
    ]);
    return toAdminExerciseDetailDto(exercise, lessons, questions);
  }

  async lessons(exerciseId: number): Promise<LessonDto[]> {
    const manager = this.dataSource.manager;
    if (!(await manager.existsBy(Exercise, { id: exerciseId }))) throw exerciseNotFound();
    const lessons = await manager.findBy(Lesson, { exerciseId });
    return lessons.sort(bySortThenId).map(toLessonDto);
  }

  async create(dto: CreateExerciseDto): Promise<AdminExerciseDto> {
    const saved = await this.dataSource.transaction(async (manager) => {
      await this.requireSchool(manager, dto.school_id);
      const exercise = manager.create(Exercise, {});
      applyFields(exercise, withDates(dto), columns);
      exercise.sort = dto.sort ?? (await nextSort(manager, Exercise, { schoolId: dto.school_id }));
      return manager.save(exercise);
    });
    return toAdminExerciseDto(saved);
  }

  async update(id: number, dto: UpdateExerciseDto): Promise<AdminExerciseDto> {
    const saved = await this.dataSource.transaction(async (manager) => {
      const exercise = await manager.findOne(Exercise, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!exercise) throw exerciseNotFound();
      if (dto.school_id !== undefined && dto.school_id !== exercise.schoolId) {
        await this.requireSchool(manager, dto.school_id);
      }
      applyFields(exercise, withDates(dto), columns);
      return manager.save(exercise);
    });
    return toAdminExerciseDto(saved);
  }

  private async requireSchool(manager: EntityManager, schoolId: number): Promise<void> {
    if (!(await manager.existsBy(School, { id: schoolId }))) throw schoolNotFound();
  }
}
