import type { Schemas } from '@course-shop/api-client';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { byId } from '@/lib/checked-query';

export type CreateTariffBody = Schemas['CreateTariffDto'];
export type UpdateTariffBody = Schemas['UpdateTariffDto'];
export type CreateExerciseBody = Schemas['CreateExerciseDto'];
export type UpdateExerciseBody = Schemas['UpdateExerciseDto'];
export type CreateLessonBody = Schemas['CreateLessonDto'];
export type UpdateLessonBody = Schemas['UpdateLessonDto'];
export type CreateQuestionBody = Schemas['CreateQuestionDto'];
export type UpdateQuestionBody = Schemas['UpdateQuestionDto'];
export type ChangeAttemptBody = Schemas['ChangeAttemptDto'];

/** The admin school's writes, one per endpoint; the hooks in school-mutations.ts wrap them. */
export const schoolRequests = {
  createTariff: (body: CreateTariffBody) =>
    unwrap(apiClient.POST('/api/v1/school/admin/tariffs', { body })),
  updateTariff: ({ id, body }: { id: number; body: UpdateTariffBody }) =>
    unwrap(apiClient.POST('/api/v1/school/admin/tariffs/{id}/update', { ...byId(id), body })),
  createExercise: (body: CreateExerciseBody) =>
    unwrap(apiClient.POST('/api/v1/school/admin/exercises', { body })),
  updateExercise: ({ id, body }: { id: number; body: UpdateExerciseBody }) =>
    unwrap(apiClient.POST('/api/v1/school/admin/exercises/{id}/update', { ...byId(id), body })),
  createLesson: ({ exerciseId, body }: { exerciseId: number; body: CreateLessonBody }) =>
    unwrap(
      apiClient.POST('/api/v1/school/admin/exercises/{id}/lessons', { ...byId(exerciseId), body }),
    ),
  updateLesson: ({ id, body }: { id: number; body: UpdateLessonBody }) =>
    unwrap(apiClient.POST('/api/v1/school/admin/lessons/{id}/update', { ...byId(id), body })),
  orderLessons: ({ exerciseId, ids }: { exerciseId: number; ids: number[] }) =>
    unwrap(
      apiClient.POST('/api/v1/school/admin/exercises/{id}/lessons/order', {
        ...byId(exerciseId),
        body: { ids },
      }),
    ),
  createQuestion: ({ exerciseId, body }: { exerciseId: number; body: CreateQuestionBody }) =>
    unwrap(
      apiClient.POST('/api/v1/school/admin/exercises/{id}/questions', {
        ...byId(exerciseId),
        body,
      }),
    ),
  updateQuestion: ({ id, body }: { id: number; body: UpdateQuestionBody }) =>
    unwrap(apiClient.POST('/api/v1/school/admin/questions/{id}/update', { ...byId(id), body })),
  orderQuestions: ({ exerciseId, ids }: { exerciseId: number; ids: number[] }) =>
    unwrap(
      apiClient.POST('/api/v1/school/admin/exercises/{id}/questions/order', {
        ...byId(exerciseId),
        body: { ids },
      }),
    ),
  changeAttempt: ({ id, body }: { id: number; body: ChangeAttemptBody }) =>
    unwrap(
      apiClient.POST('/api/v1/school/admin/users/attempts/{id}/change', { ...byId(id), body }),
    ),
};
