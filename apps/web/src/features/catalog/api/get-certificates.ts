import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
// Not in the generated schema yet (docs/catalog-contract.md documents it): called through
// requestJson with the same token and error handling; switch to apiClient once it lands.
import { requestJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { parseServerData } from '@/lib/server-data';
import { certificateSchema } from '../schemas';

const responseSchema = z.object({ certificates: z.array(certificateSchema) });

/** GET /api/v1/user/certificates: certificates, in display order. */
export async function getCertificates() {
  const data = await requestJson('/api/v1/user/certificates');
  const list = parseServerData(responseSchema, data, 'certificates').certificates;
  return list;
}

export const certificatesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.certificates, queryFn: getCertificates });

export function useCertificates() {
  return useQuery(certificatesQueryOptions());
}
