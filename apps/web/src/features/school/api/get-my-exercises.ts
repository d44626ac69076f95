import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { checkedQuery } from '@/lib/checked-query';
import { queryKeys, type Viewer } from '@/lib/query-keys';
import { useViewerId } from '@/lib/session/session-store';
import { userExerciseSchema } from '../schemas';

/** GET /api/v1/school/user/exercises: the learner's exercises with lessons, questions and attempts. */
export const myExercisesQuery = (viewer: Viewer) =>
  checkedQuery(queryKeys.myExercises(viewer), 'school exercises', z.array(userExerciseSchema), () =>
    unwrap(apiClient.GET('/api/v1/school/user/exercises')).then((answer) => answer.exercises),
  );

export function useMyExercises() {
  return useQuery(myExercisesQuery(useViewerId()));
}
