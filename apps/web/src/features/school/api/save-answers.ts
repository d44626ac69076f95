import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@course-shop/api-client';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';
import { useViewerId } from '@/lib/session/session-store';

export type SaveAnswersBody = Schemas['SaveAnswersDto'];

/**
 * POST /api/v1/school/user/exercises/save-answers: opens an attempt under review. The exercises are
 * reloaded whatever the outcome, since a refusal (one under review, or passed) means they changed.
 */
export function useSaveAnswers() {
  const queryClient = useQueryClient();
  const viewer = useViewerId();
  return useMutation({
    mutationFn: (body: SaveAnswersBody) =>
      unwrap(apiClient.POST('/api/v1/school/user/exercises/save-answers', { body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.myExercises(viewer) }),
  });
}
