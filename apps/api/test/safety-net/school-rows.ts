import { randomBytes } from 'node:crypto';
import { Answer } from '../../src/modules/school/entities/answer.entity.js';
import { Attempt, AttemptStatus } from '../../src/modules/school/entities/attempt.entity.js';
import { Exercise } from '../../src/modules/school/entities/exercise.entity.js';
import { Lesson } from '../../src/modules/school/entities/lesson.entity.js';
import { Question } from '../../src/modules/school/entities/question.entity.js';
import { School } from '../../src/modules/school/entities/school.entity.js';
import { Tariff } from '../../src/modules/school/entities/tariff.entity.js';
import type { UserTariff } from '../../src/modules/school/entities/user-tariff.entity.js';
import { SchoolAccessService } from '../../src/modules/school/school-access.service.js';
import type { TestApp } from '../support/test-app.js';

/** The rows the school's operations act on, made straight in the tables (access through its service). */

const hex = () => randomBytes(4).toString('hex');

/** A tariff of the school: 90 days, on sale unless said otherwise. */
export function createTariff(t: TestApp, school: School, isActive = true): Promise<Tariff> {
  return t.dataSource.getRepository(Tariff).save({
    schoolId: school.id,
    name: `${school.title}: 90 дней`,
    periodDays: 90,
    price: 9900,
    priceAzn: 199,
    isActive,
  });
}

/** A school with a tariff on sale. */
export async function createSchool(
  t: TestApp,
  title: string,
): Promise<{ school: School; tariff: Tariff }> {
  const school = await t.dataSource
    .getRepository(School)
    .save({ title, description: 'Школа для проверки' });
  return { school, tariff: await createTariff(t, school) };
}

export interface ExerciseRows {
  exercise: Exercise;
  lessons: Lesson[];
  questions: Question[];
}

/**
 * An exercise with its lessons and questions (the first question follows the first lesson), open
 * unless `activateAt` says otherwise. Lesson links are unique, so a test can look for them.
 */
export async function createExercise(
  t: TestApp,
  schoolId: number,
  options: { lessons?: number; questions?: number; activateAt?: Date } = {},
): Promise<ExerciseRows> {
  const { lessons: lessonCount = 1, questions: questionCount = 1, activateAt = null } = options;
  const exercise = await t.dataSource.getRepository(Exercise).save({
    schoolId,
    title: `Задание ${hex()}`,
    description: 'Посмотрите уроки и ответьте на вопросы.',
    url: `https://materials.example/exercise-${hex()}`,
    videoUrls: [`https://video.example/exercise-${hex()}`],
    activateAt,
  });
  const lessons = await t.dataSource.getRepository(Lesson).save(
    Array.from({ length: lessonCount }, (_, index) => ({
      exerciseId: exercise.id,
      title: `Урок ${index + 1}`,
      videoUrl: `https://video.example/lesson-${hex()}`,
      text: 'Посмотрите видео и запишите, что узнали о себе.',
      sort: index + 1,
    })),
  );
  const questions = await t.dataSource.getRepository(Question).save(
    Array.from({ length: questionCount }, (_, index) => ({
      exerciseId: exercise.id,
      lessonId: index === 0 ? (lessons[0]?.id ?? null) : null,
      text: `Вопрос ${index + 1}: что вы узнали о себе?`,
      sort: index + 1,
    })),
  );
  return { exercise, lessons, questions };
}

/**
 * An attempt of `userId` with one answer per question, in `texts` order. A reviewed one counts as
 * already told of, so no owed review letter is sent in the background while requests are counted.
 */
export async function createAttempt(
  t: TestApp,
  userId: number,
  rows: ExerciseRows,
  status: AttemptStatus,
  texts: string[],
): Promise<{ attempt: Attempt; answers: Answer[] }> {
  const now = t.clock.now();
  const reviewed = status !== AttemptStatus.CHECKING;
  const attempt = await t.dataSource.getRepository(Attempt).save({
    userId,
    exerciseId: rows.exercise.id,
    status,
    submittedAt: now,
    reviewedAt: reviewed ? now : null,
    reviewerComment: reviewed ? 'Раскройте второй вопрос подробнее' : null,
    notifiedAt: reviewed ? now : null,
  });
  const answers = await t.dataSource.getRepository(Answer).save(
    rows.questions.map((question, index) => ({
      attemptId: attempt.id,
      questionId: question.id,
      userId,
      text: texts[index] ?? `Ответ ${hex()}`,
    })),
  );
  return { attempt, answers };
}

/** A period of the tariff's school for the user, bound as an admin binds it. */
export function bindTariff(
  t: TestApp,
  userId: number,
  tariff: Tariff,
  boundBy: number,
): Promise<UserTariff> {
  return t.dataSource.transaction((manager) =>
    t.app.get(SchoolAccessService).bind(manager, {
      userId,
      tariff,
      origin: { source: 'admin', boundBy },
    }),
  );
}
