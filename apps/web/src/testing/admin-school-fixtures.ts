import type { Schemas } from '@course-shop/api-client';

type School = Schemas['AdminSchoolDto'];
type Tariff = Schemas['TariffDto'];
type ExerciseDetail = Schemas['AdminExerciseDetailDto'];
type Attempt = Schemas['AdminAttemptDto'];
type AttemptDetail = Schemas['AdminAttemptDetailDto'];

/** Admin school answers as the API returns them, with only what a test cares about overridden. */
export const learner = {
  id: 12,
  login: 'anna@example.com',
  first_name: 'Анна',
  last_name: 'Иванова',
};

export function buildAdminSchool(overrides: Partial<School> = {}): School {
  return {
    id: 1,
    title: 'Курс психотипы',
    description: 'Школа курса «Психотипы».',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildAdminTariff(overrides: Partial<Tariff> = {}): Tariff {
  return {
    id: 5,
    school_id: 1,
    name: 'Психотипы: 90 дней',
    period_days: 90,
    price: 9900,
    price_azn: 199,
    is_active: true,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildAdminExercise(overrides: Partial<ExerciseDetail> = {}): ExerciseDetail {
  return {
    id: 11,
    school_id: 1,
    title: 'Задание 1. Знакомство с психотипами',
    description: 'Посмотрите уроки и ответьте на вопросы.',
    url: null,
    video_urls: null,
    properties: {},
    activate_at: null,
    sort: 1,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
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
    exercise: { id: 11, title: 'Задание 1. Знакомство с психотипами' },
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
    answers: [
      {
        id: 41,
        question_id: 31,
        question_text: 'Какие черты вы узнали в себе?',
        text: 'Тревожность и упорство.',
        created_at: '2026-11-20T10:00:00.000Z',
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
