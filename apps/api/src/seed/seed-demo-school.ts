import type { DataSource, EntityManager } from 'typeorm';
import { Exercise } from '../modules/school/entities/exercise.entity.js';
import { Lesson } from '../modules/school/entities/lesson.entity.js';
import { Question } from '../modules/school/entities/question.entity.js';
import { School } from '../modules/school/entities/school.entity.js';
import { Tariff } from '../modules/school/entities/tariff.entity.js';
import { demoExercises, demoSchool, demoTariff } from './demo-school.data.js';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Seeds the psychotypes school once: a database that already has a school is left alone, so admins'
 * edits survive every restart. The third exercise opens a week after the seed.
 */
export async function seedDemoSchool(
  dataSource: DataSource,
  now: Date,
): Promise<'seeded' | 'skipped'> {
  return dataSource.transaction(async (manager) => {
    if ((await manager.count(School)) > 0) return 'skipped';
    await insertDemoSchool(manager, now);
    return 'seeded';
  });
}

/** The school, its tariff, exercises, lessons and questions, in the caller's transaction. */
export async function insertDemoSchool(manager: EntityManager, now: Date): Promise<School> {
  const school = await manager.save(manager.create(School, demoSchool));
  await manager.save(manager.create(Tariff, { ...demoTariff, schoolId: school.id }));
  for (const [index, demo] of demoExercises.entries()) {
    const exercise = await manager.save(
      manager.create(Exercise, {
        schoolId: school.id,
        title: demo.title,
        description: demo.description,
        activateAt:
          demo.opensInDays === null ? null : new Date(now.getTime() + demo.opensInDays * DAY_MS),
        sort: index + 1,
      }),
    );
    const lessons = await manager.save(
      demo.lessons.map((lesson, position) =>
        manager.create(Lesson, { ...lesson, exerciseId: exercise.id, sort: position + 1 }),
      ),
    );
    await manager.save(
      demo.questions.map((question, position) =>
        manager.create(Question, {
          exerciseId: exercise.id,
          lessonId: question.lesson === null ? null : lessons[question.lesson]!.id,
          text: question.text,
          sort: position + 1,
        }),
      ),
    );
  }
  return school;
}
