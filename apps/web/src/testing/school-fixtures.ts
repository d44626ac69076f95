import type { Schemas } from '@course-shop/api-client';

type School = Schemas['SchoolDto'];
type Tariff = Schemas['PublicTariffDto'];
type Exercise = Schemas['UserExerciseDto'];
type Lesson = Schemas['LessonDto'];
type Question = Schemas['QuestionDto'];
type Attempt = Schemas['AttemptDto'];
type Answer = Schemas['AnswerDto'];

/**
 * The school, tariff and exercise that both the learner's and the admin's answers describe; the
 * admin fixtures (admin-school-fixtures.ts) add their own fields to these.
 */
export const schoolBase = {
  id: 1,
  title: 'Курс психотипы',
  description: 'Школа курса «Психотипы».',
};

export const tariffBase = {
  id: 5,
  school_id: 1,
  name: 'Психотипы: 90 дней',
  period_days: 90,
  price: 9900,
  price_azn: 199,
};

export const exerciseBase = {
  id: 11,
  school_id: 1,
  title: 'Задание 1. Знакомство с психотипами',
  description: 'Посмотрите уроки и ответьте на вопросы.',
  url: null,
  video_urls: null,
  properties: {},
  activate_at: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

/** School answers as the API returns them (the school contract), with only what a test cares about overridden. */
export function buildSchool(overrides: Partial<School> = {}): School {
  return { ...schoolBase, expires_at: '2099-03-01T09:00:00.000Z', ...overrides };
}

export function buildTariff(overrides: Partial<Tariff> = {}): Tariff {
  return { ...tariffBase, final_price: 9900, final_price_azn: 199, ...overrides };
}

export function buildLesson(overrides: Partial<Lesson> = {}): Lesson {
  return {
    id: 21,
    exercise_id: 11,
    title: 'Урок 1. Что такое психотип',
    video_url: 'https://cdn.example.com/lesson-1.mp4',
    text: 'Смотрим видео и отмечаем свои реакции.',
    sort: 1,
    ...overrides,
  };
}

export function buildQuestion(overrides: Partial<Question> = {}): Question {
  return {
    id: 31,
    exercise_id: 11,
    lesson_id: 21,
    text: 'Какие черты вы узнали в себе?',
    sort: 1,
    ...overrides,
  };
}

export function buildAnswer(overrides: Partial<Answer> = {}): Answer {
  return {
    id: 41,
    question_id: 31,
    text: 'Тревожность и упорство.',
    created_at: '2026-11-10T10:00:00.000Z',
    ...overrides,
  };
}

export function buildAttempt(overrides: Partial<Attempt> = {}): Attempt {
  return {
    id: 51,
    exercise_id: 11,
    status: 'checking',
    reviewer_comment: null,
    submitted_at: '2026-11-10T10:00:00.000Z',
    reviewed_at: null,
    answers: [buildAnswer()],
    ...overrides,
  };
}

export function buildExercise(overrides: Partial<Exercise> = {}): Exercise {
  return {
    ...exerciseBase,
    is_open: true,
    lessons: [buildLesson()],
    questions: [buildQuestion()],
    attempts: [],
    ...overrides,
  };
}

/** An exercise whose activate_at lies ahead: the API lists its title and date only. */
export function buildLockedExercise(overrides: Partial<Exercise> = {}): Exercise {
  return buildExercise({
    id: 13,
    title: 'Задание 3. Психотипы в конфликте',
    description: '',
    activate_at: '2099-11-24T09:00:00.000Z',
    is_open: false,
    lessons: [],
    questions: [],
    attempts: [],
    ...overrides,
  });
}
