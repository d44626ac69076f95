import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { checkedQuery } from '@/lib/checked-query';
import { adminSchoolKeys, type AnswerFilters } from '../query-keys';
import { adminAnswerSchema, pageEnvelope } from '../schemas';

/** The most a page may hold: the answers of one learner's attempt should land on one page. */
export const ANSWERS_PER_PAGE = 100;

const answersPageSchema = z.object({ answers: z.array(adminAnswerSchema), ...pageEnvelope });

/** GET /api/v1/school/admin/answers/users: an exercise's answers, newest first, paged. */
export const adminAnswersQuery = (filters: AnswerFilters) =>
  checkedQuery(adminSchoolKeys.answers(filters), 'admin answers', answersPageSchema, () =>
    unwrap(
      apiClient.GET('/api/v1/school/admin/answers/users', {
        params: {
          query: {
            exercise_id: filters.exerciseId,
            page: filters.page,
            per_page: ANSWERS_PER_PAGE,
          },
        },
      }),
    ),
  );

/** Asks nothing until the page's address names an exercise. */
export function useAdminAnswers(filters: AnswerFilters) {
  return useQuery({
    ...adminAnswersQuery(filters),
    placeholderData: keepPreviousData,
    enabled: filters.exerciseId > 0,
  });
}
