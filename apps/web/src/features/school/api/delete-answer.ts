import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { byId } from '@/lib/checked-query';
import { queryKeys } from '@/lib/query-keys';
import { useViewerId } from '@/lib/session/session-store';

/** DELETE /api/v1/school/user/answers/{id}: the learner removes an answer of a reviewed attempt. */
export function useDeleteAnswer() {
  const queryClient = useQueryClient();
  const viewer = useViewerId();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(apiClient.DELETE('/api/v1/school/user/answers/{id}', byId(id))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.myExercises(viewer) }),
  });
}
