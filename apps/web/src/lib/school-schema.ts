import { z } from 'zod';
import type { Schemas } from '@course-shop/api-client';
import { matchesApi, namesOf } from '@/lib/api-contract';

// The school contract that both the learner's school and the admin's read: features do not import
// each other, so it lives here.

export type Lesson = Schemas['LessonDto'];
export type Question = Schemas['QuestionDto'];
export type AttemptStatus = Schemas['AttemptStatus'];

/** An attempt is under review (checking), then passed (finished, final) or failed (answer again). */
export const ATTEMPT_STATUSES = namesOf<AttemptStatus>()({
  checking: 'checking',
  finished: 'finished',
  failed: 'failed',
});

export const attemptStatusSchema = z.enum(ATTEMPT_STATUSES);

const lessonSchema = matchesApi<Lesson>()(
  z.object({
    id: z.number(),
    exercise_id: z.number(),
    title: z.string(),
    video_url: z.string().nullable(),
    text: z.string(),
    sort: z.number(),
  }),
);

const questionSchema = matchesApi<Question>()(
  z.object({
    id: z.number(),
    exercise_id: z.number(),
    lesson_id: z.number().nullable(),
    text: z.string(),
    sort: z.number(),
  }),
);

/** An exercise's fields in both the learner's and the admin's view; each view adds its own. */
export const exerciseFields = {
  id: z.number(),
  school_id: z.number(),
  title: z.string(),
  description: z.string(),
  url: z.string().nullable(),
  video_urls: z.array(z.string()).nullable(),
  properties: z.record(z.string(), z.unknown()),
  activate_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
};

/** What an exercise holds, the same for the learner and the admin: its lessons and questions. */
export const exerciseContentFields = {
  lessons: z.array(lessonSchema),
  questions: z.array(questionSchema),
};

/** A tariff's fields in both the shop's and the admin's view; each view adds its own. */
export const tariffFields = {
  id: z.number(),
  school_id: z.number(),
  name: z.string(),
  period_days: z.number(),
  price: z.number(),
  price_azn: z.number(),
};
