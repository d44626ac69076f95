import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';
import { parseServerData } from '@/lib/server-data';
import { competenceSchema } from '../schemas';

const responseSchema = z.object({ competence: competenceSchema });

/** GET /api/v1/user/competencies/{id}. */
export async function getCompetence(id: number) {
  const data = await unwrap(
    apiClient.GET('/api/v1/user/competencies/{id}', { params: { path: { id } } }),
  );
  return parseServerData(responseSchema, data, 'competence').competence;
}

export const competenceQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.competence(id), queryFn: () => getCompetence(id) });

export function useCompetence(id: number) {
  return useQuery(competenceQueryOptions(id));
}
