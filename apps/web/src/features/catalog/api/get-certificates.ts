import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';
import { parseServerData } from '@/lib/server-data';
import { certificateSchema } from '../schemas';

const responseSchema = z.object({ certificates: z.array(certificateSchema) });

/** GET /api/v1/user/certificates: certificates, in display order. */
export async function getCertificates() {
  const data = await unwrap(apiClient.GET('/api/v1/user/certificates'));
  const list = parseServerData(responseSchema, data, 'certificates').certificates;
  return list;
}

export const certificatesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.certificates, queryFn: getCertificates });

export function useCertificates() {
  return useQuery(certificatesQueryOptions());
}
