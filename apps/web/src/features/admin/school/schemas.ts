import { z } from 'zod';
import type { Schemas } from '@course-shop/api-client';
import { matchesApi, namesOf } from '@/lib/api-contract';

export type School = Schemas['AdminSchoolDto'];
export type Tariff = Schemas['TariffDto'];
export type Exercise = Schemas['AdminExerciseDto'];
export type ExerciseDetail = Schemas['AdminExerciseDetailDto'];
export type Lesson = Schemas['LessonDto'];
export type Question = Schemas['QuestionDto'];
export type UserSummary = Schemas['UserSummaryDto'];
export type AdminAnswer = Schemas['AdminAnswerDto'];
export type AdminAttempt = Schemas['AdminAttemptDto'];
export type AdminAttemptDetail = Schemas['AdminAttemptDetailDto'];
export type AttemptStatus = Schemas['AttemptStatus'];

/** An attempt is under review (checking), then passed (finished, final) or failed (answer again). */
export const ATTEMPT_STATUSES = namesOf<AttemptStatus>()({
  checking: 'checking',
  finished: 'finished',
  failed: 'failed',
});

export const schoolSchema = matchesApi<School>()(
  z.object({
    id: z.number(),
    title: z.string(),
    description: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);

export const tariffSchema = matchesApi<Tariff>()(
  z.object({
    id: z.number(),
    school_id: z.number(),
    name: z.string(),
    period_days: z.number(),
    price: z.number(),
    price_azn: z.number(),
    is_active: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);

export const lessonSchema = matchesApi<Lesson>()(
  z.object({
    id: z.number(),
    exercise_id: z.number(),
    title: z.string(),
    video_url: z.string().nullable(),
    text: z.string(),
    sort: z.number(),
  }),
);

export const questionSchema = matchesApi<Question>()(
  z.object({
    id: z.number(),
    exercise_id: z.number(),
    lesson_id: z.number().nullable(),
    text: z.string(),
    sort: z.number(),
  }),
);

const exerciseShape = {
  id: z.number(),
  school_id: z.number(),
  title: z.string(),
  description: z.string(),
  url: z.string().nullable(),
  video_urls: z.array(z.string()).nullable(),
  properties: z.record(z.string(), z.unknown()),
  activate_at: z.string().nullable(),
  sort: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
};

export const exerciseSchema = matchesApi<Exercise>()(z.object(exerciseShape));

export const exerciseDetailSchema = matchesApi<ExerciseDetail>()(
  z.object({
    ...exerciseShape,
    lessons: z.array(lessonSchema),
    questions: z.array(questionSchema),
  }),
);

const userSummarySchema = matchesApi<UserSummary>()(
  z.object({
    id: z.number(),
    login: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
  }),
);

const attemptStatusSchema = z.enum(ATTEMPT_STATUSES);

export const adminAnswerSchema = matchesApi<AdminAnswer>()(
  z.object({
    id: z.number(),
    attempt_id: z.number(),
    attempt_status: attemptStatusSchema,
    exercise_id: z.number(),
    question_id: z.number(),
    question_text: z.string(),
    text: z.string(),
    created_at: z.string(),
    user: userSummarySchema,
  }),
);

const attemptShape = {
  id: z.number(),
  status: attemptStatusSchema,
  user: userSummarySchema,
  exercise: z.object({ id: z.number(), title: z.string() }),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
  reviewer_id: z.number().nullable(),
  reviewer_comment: z.string().nullable(),
};

export const adminAttemptSchema = matchesApi<AdminAttempt>()(z.object(attemptShape));

export const adminAttemptDetailSchema = matchesApi<AdminAttemptDetail>()(
  z.object({
    ...attemptShape,
    answers: z.array(
      z.object({
        id: z.number(),
        question_id: z.number(),
        question_text: z.string(),
        text: z.string(),
        created_at: z.string(),
      }),
    ),
  }),
);

/** The envelope of a paged admin list beside its items. */
export const pageEnvelope = { total: z.number(), page: z.number(), per_page: z.number() };
