import type { Schemas } from '@course-shop/api-client';
import {
  buildAnswer,
  buildQuestion,
  exerciseBase,
  schoolBase,
  tariffBase,
} from './school-fixtures';

type School = Schemas['AdminSchoolDto'];
type Tariff = Schemas['TariffDto'];
type ExerciseDetail = Schemas['AdminExerciseDetailDto'];
type Attempt = Schemas['AdminAttemptDto'];
type AttemptDetail = Schemas['AdminAttemptDetailDto'];

/**
 * Admin school answers as the API returns them, with only what a test cares about overridden; the
 * school, tariff and exercise are the learner fixtures' own, with the admin's fields added.
 */
export const learner = {
  id: 12,
  login: 'anna@example.com',
  first_name: 'Анна',
  last_name: 'Иванова',
};

export function buildAdminSchool(overrides: Partial<School> = {}): School {
  return {
    ...schoolBase,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildAdminTariff(overrides: Partial<Tariff> = {}): Tariff {
  return {
    ...tariffBase,
    is_active: true,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildAdminExercise(overrides: Partial<ExerciseDetail> = {}): ExerciseDetail {
  return {
    ...exerciseBase,
    sort: 1,
    lessons: [
      { id: 21, exercise_id: 11, title: 'Урок 1', video_url: null, text: '', sort: 1 },
      { id: 22, exercise_id: 11, title: 'Урок 2', video_url: null, text: '', sort: 2 },
    ],
    questions: [
      { id: 31, exercise_id: 11, lesson_id: 21, text: 'Первый вопрос', sort: 1 },
      { id: 32, exercise_id: 11, lesson_id: 22, text: 'Вопрос ко второму уроку', sort: 2 },
      { id: 33, exercise_id: 11, lesson_id: 21, text: 'Второй вопрос', sort: 3 },
    ],
    ...overrides,
  };
}

export function buildAdminAttempt(overrides: Partial<Attempt> = {}): Attempt {
  return {
    id: 51,
    status: 'checking',
    user: learner,
    exercise: { id: exerciseBase.id, title: exerciseBase.title },
    submitted_at: '2026-11-20T10:00:00.000Z',
    reviewed_at: null,
    reviewer_id: null,
    reviewer_comment: null,
    ...overrides,
  };
}

export function buildAdminAttemptDetail(overrides: Partial<AttemptDetail> = {}): AttemptDetail {
  return {
    ...buildAdminAttempt(),
    // The admin reads the learner's answer beside the text of its question.
    answers: [
      {
        ...buildAnswer({ created_at: '2026-11-20T10:00:00.000Z' }),
        question_text: buildQuestion().text,
      },
    ],
    ...overrides,
  };
}

/** A paged envelope around a list. */
export const paged = <Key extends string, Item>(key: Key, items: Item[], page = 1) =>
  ({ [key]: items, total: items.length, page, per_page: 20 }) as Record<Key, Item[]> & {
    total: number;
    page: number;
    per_page: number;
  };
