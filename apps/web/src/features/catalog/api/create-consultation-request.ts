import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
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
  const data = await unwrap(apiClient.POST('/api/v1/consultation-requests', { body }));
  return parseServerData(responseSchema, data, 'consultation request');
}

export function useCreateConsultationRequest() {
  return useMutation({ mutationFn: createConsultationRequest });
}
