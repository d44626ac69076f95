import { useIdParam } from '@/lib/route-params';
import { isNotFound } from '@/lib/api-error';
import { useAdminExercise } from '../api/get-exercise';

/**
 * The exercise of a screen under /admin/school/exercises/:id (or /answers/:id): its query, and
 * whether the address names no exercise at all (a malformed id or a 404).
 */
export function useExerciseOfPage(param = 'id') {
  const id = useIdParam(param);
  const exercise = useAdminExercise(id ?? 0, id !== null);
  const missing = id === null || (exercise.isError && isNotFound(exercise.error));
  return { id: id ?? 0, exercise, missing };
}
