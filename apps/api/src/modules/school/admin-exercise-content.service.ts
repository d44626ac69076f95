import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { applyFields } from '../../infrastructure/database/apply-fields.js';
import { nextSort } from './admin-exercises.service.js';
import type {
  CreateLessonDto,
  CreateQuestionDto,
  UpdateLessonDto,
  UpdateQuestionDto,
} from './dto/admin-exercise-content.dto.js';
import {
  bySortThenId,
  type LessonDto,
  type QuestionDto,
  toLessonDto,
  toQuestionDto,
} from './dto/school-shared.dto.js';
import { Exercise } from './entities/exercise.entity.js';
import { Lesson } from './entities/lesson.entity.js';
import { Question } from './entities/question.entity.js';
import {
  exerciseNotFound,
  lessonNotFound,
  lessonOfAnotherExercise,
  orderDoesNotMatch,
  questionNotFound,
} from './school.errors.js';

const lessonColumns = {
  title: 'title',
  video_url: 'videoUrl',
  text: 'text',
  sort: 'sort',
} as const satisfies Record<keyof UpdateLessonDto, keyof Lesson>;

const questionColumns = {
  text: 'text',
  lesson_id: 'lessonId',
  sort: 'sort',
} as const satisfies Record<keyof UpdateQuestionDto, keyof Question>;

type Item = typeof Lesson | typeof Question;

/**
 * An exercise's lessons and questions: add, change, put in order. Every write locks the exercise
 * row first, so an append and a reorder of the same exercise never interleave.
 */
@Injectable()
export class AdminExerciseContentService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  createLesson(exerciseId: number, dto: CreateLessonDto): Promise<LessonDto> {
    return this.dataSource.transaction(async (manager) => {
      await this.lockExercise(manager, exerciseId);
      const lesson = manager.create(Lesson, { exerciseId });
      applyFields(lesson, dto, lessonColumns);
      lesson.sort = dto.sort ?? (await nextSort(manager, Lesson, { exerciseId }));
      return toLessonDto(await manager.save(lesson));
    });
  }

  updateLesson(id: number, dto: UpdateLessonDto): Promise<LessonDto> {
    return this.dataSource.transaction(async (manager) => {
      const lesson = await manager.findOneBy(Lesson, { id });
      if (!lesson) throw lessonNotFound();
      await this.lockExercise(manager, lesson.exerciseId);
      applyFields(lesson, dto, lessonColumns);
      return toLessonDto(await manager.save(lesson));
    });
  }

  createQuestion(exerciseId: number, dto: CreateQuestionDto): Promise<QuestionDto> {
    return this.dataSource.transaction(async (manager) => {
      await this.lockExercise(manager, exerciseId);
      await this.requireLessonOf(manager, exerciseId, dto.lesson_id);
      const question = manager.create(Question, { exerciseId });
      applyFields(question, dto, questionColumns);
      question.sort = dto.sort ?? (await nextSort(manager, Question, { exerciseId }));
      return toQuestionDto(await manager.save(question));
    });
  }

  updateQuestion(id: number, dto: UpdateQuestionDto): Promise<QuestionDto> {
    return this.dataSource.transaction(async (manager) => {
      const question = await manager.findOneBy(Question, { id });
      if (!question) throw questionNotFound();
      await this.lockExercise(manager, question.exerciseId);
      await this.requireLessonOf(manager, question.exerciseId, dto.lesson_id);
      applyFields(question, dto, questionColumns);
      return toQuestionDto(await manager.save(question));
    });
  }

  async orderLessons(exerciseId: number, ids: number[]): Promise<LessonDto[]> {
    return (await this.order(Lesson, exerciseId, ids)).map(toLessonDto);
  }

  async orderQuestions(exerciseId: number, ids: number[]): Promise<QuestionDto[]> {
    return (await this.order(Question, exerciseId, ids)).map(toQuestionDto);
  }

  /**
   * Sets sort = position + 1; `ids` must name every item of the exercise once (a partial list
   * would leave the others' places undefined). Answers the items in their new order.
   */
  private order<T extends Item>(
    entity: T,
    exerciseId: number,
    ids: number[],
  ): Promise<InstanceType<T>[]> {
    return this.dataSource.transaction(async (manager) => {
      await this.lockExercise(manager, exerciseId);
      const items = (await manager.findBy(entity, { exerciseId })) as InstanceType<T>[];
      const known = new Set(items.map((item) => item.id));
      if (ids.length !== known.size || !ids.every((id) => known.has(id))) {
        throw orderDoesNotMatch();
      }
      const byId = new Map(items.map((item) => [item.id, item]));
      for (const [index, id] of ids.entries()) {
        const item = byId.get(id)!;
        if (item.sort === index + 1) continue;
        item.sort = index + 1;
        await manager.update(entity, { id }, { sort: index + 1 });
      }
      return [...items].sort(bySortThenId);
    });
  }

  private async lockExercise(manager: EntityManager, id: number): Promise<void> {
    const exercise = await manager.findOne(Exercise, {
      select: { id: true },
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
    if (!exercise) throw exerciseNotFound();
  }

  /** A question may follow only a lesson of its own exercise; null or left out needs no lesson. */
  private async requireLessonOf(
    manager: EntityManager,
    exerciseId: number,
    lessonId: number | null | undefined,
  ): Promise<void> {
    if (lessonId === undefined || lessonId === null) return;
    if (!(await manager.existsBy(Lesson, { id: lessonId, exerciseId }))) {
      throw lessonOfAnotherExercise();
    }
  }
}
