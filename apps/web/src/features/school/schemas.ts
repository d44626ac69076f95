import { z } from 'zod';
import type { Schemas } from '@course-shop/api-client';
import { matchesApi, namesOf } from '@/lib/api-contract';

export type UserExercise = Schemas['UserExerciseDto'];
export type Lesson = Schemas['LessonDto'];
export type Question = Schemas['QuestionDto'];
export type Attempt = Schemas['AttemptDto'];
export type Answer = Schemas['AnswerDto'];
export type PublicTariff = Schemas['PublicTariffDto'];
export type AttemptStatus = Schemas['AttemptStatus'];

/** An attempt is under review (checking), then passed (finished, final) or failed (answer again). */
export const ATTEMPT_STATUSES = namesOf<AttemptStatus>()({
  checking: 'checking',
  finished: 'finished',
  failed: 'failed',
});

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

const answerSchema = matchesApi<Answer>()(
  z.object({ id: z.number(), question_id: z.number(), text: z.string(), created_at: z.string() }),
);

export const attemptSchema = matchesApi<Attempt>()(
  z.object({
    id: z.number(),
    exercise_id: z.number(),
    status: z.enum(ATTEMPT_STATUSES),
    reviewer_comment: z.string().nullable(),
    submitted_at: z.string(),
    reviewed_at: z.string().nullable(),
    answers: z.array(answerSchema),
  }),
);

export const userExerciseSchema = matchesApi<UserExercise>()(
  z.object({
    id: z.number(),
    title: z.string(),
    description: z.string(),
    url: z.string().nullable(),
    video_urls: z.array(z.string()).nullable(),
    properties: z.record(z.string(), z.unknown()),
    created_at: z.string(),
    updated_at: z.string(),
    school_id: z.number(),
    activate_at: z.string().nullable(),
    is_open: z.boolean(),
    lessons: z.array(lessonSchema),
    questions: z.array(questionSchema),
    attempts: z.array(attemptSchema),
  }),
);

export const publicTariffSchema = matchesApi<PublicTariff>()(
  z.object({
    id: z.number(),
    school_id: z.number(),
    name: z.string(),
    period_days: z.number(),
    price: z.number(),
    price_azn: z.number(),
    final_price: z.number(),
    final_price_azn: z.number(),
  }),
);

/** The API's bound on one answer's text. */
export const ANSWER_MAX_LENGTH = 20_000;

/** Validation messages are keys of the 'school' namespace; components translate them. */
export const answerMessages = {
  required: 'answerForm.required',
  tooLong: 'answerForm.tooLong',
} as const;
export type AnswerMessageKey = (typeof answerMessages)[keyof typeof answerMessages];

/** One text per question, in the questions' order; blank answers are refused. */
export const answerFormSchema = z.object({
  answers: z.array(
    z
      .string()
      .trim()
      .min(1, answerMessages.required)
      .max(ANSWER_MAX_LENGTH, answerMessages.tooLong),
  ),
});
export type AnswerFormValues = z.infer<typeof answerFormSchema>;
