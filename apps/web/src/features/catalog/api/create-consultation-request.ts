import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
// Not in the generated schema yet (docs/catalog-contract.md documents it): called through
// requestJson with the same token and error handling; switch to apiClient once it lands.
import { requestJson } from '@/lib/api-client';
import { parseServerData } from '@/lib/server-data';

export interface ConsultationRequest {
  name: string;
  contact: string;
  preferred_time?: string;
  message?: string;
  consent: true;
}

const responseSchema = z.object({ message: z.literal('ok') });

/** POST /api/v1/consultation-requests. */
export async function createConsultationRequest(body: ConsultationRequest) {
  const data = await requestJson('/api/v1/consultation-requests', { method: 'POST', body });
  return parseServerData(responseSchema, data, 'consultation request');
}

export function useCreateConsultationRequest() {
  return useMutation({ mutationFn: createConsultationRequest });
}
