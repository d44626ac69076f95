import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';
import { parseServerData } from '@/lib/server-data';
import { competenceSchema } from '../schemas';

const responseSchema = z.object({ competencies: z.array(competenceSchema) });

/** GET /api/v1/user/competencies: competencies, in display order. */
export async function getCompetencies() {
  const data = await unwrap(apiClient.GET('/api/v1/user/competencies'));
  const list = parseServerData(responseSchema, data, 'competencies').competencies;
  return list;
}

export const competenciesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.competencies, queryFn: getCompetencies });

export function useCompetencies() {
  return useQuery(competenciesQueryOptions());
}
