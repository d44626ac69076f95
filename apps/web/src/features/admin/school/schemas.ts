import { z } from 'zod';
import type { Schemas } from '@course-shop/api-client';
import { matchesApi } from '@/lib/api-contract';
import {
  attemptStatusSchema,
  exerciseContentFields,
  exerciseFields,
  tariffFields,
} from '@/lib/school-schema';

export type School = Schemas['AdminSchoolDto'];
export type Tariff = Schemas['TariffDto'];
export type Exercise = Schemas['AdminExerciseDto'];
export type ExerciseDetail = Schemas['AdminExerciseDetailDto'];
export type UserSummary = Schemas['UserSummaryDto'];
export type AdminAnswer = Schemas['AdminAnswerDto'];
export type AdminAttempt = Schemas['AdminAttemptDto'];
export type AdminAttemptDetail = Schemas['AdminAttemptDetailDto'];

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
    ...tariffFields,
    is_active: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);

const exerciseShape = { ...exerciseFields, sort: z.number() };

export const exerciseSchema = matchesApi<Exercise>()(z.object(exerciseShape));

export const exerciseDetailSchema = matchesApi<ExerciseDetail>()(
  z.object({
    ...exerciseShape,
    ...exerciseContentFields,
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
