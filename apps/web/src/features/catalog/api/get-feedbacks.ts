import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';
import { parseServerData } from '@/lib/server-data';
import { feedbackSchema } from '../schemas';

const responseSchema = z.object({ feedbacks: z.array(feedbackSchema) });

/** GET /api/v1/user/feedbacks: video reviews, in display order. */
export async function getFeedbacks() {
  const data = await unwrap(apiClient.GET('/api/v1/user/feedbacks'));
  const list = parseServerData(responseSchema, data, 'feedbacks').feedbacks;
  return list;
}

export const feedbacksQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.feedbacks, queryFn: getFeedbacks });

export function useFeedbacks() {
  return useQuery(feedbacksQueryOptions());
}
