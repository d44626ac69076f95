import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';
import { parseServerData } from '@/lib/server-data';
import { messageSchema } from '../schemas';

const responseSchema = z.object({ messages: z.array(messageSchema) });

/** GET /api/v1/user/messages: written reviews from learners, in display order. */
export async function getMessages() {
  const data = await unwrap(apiClient.GET('/api/v1/user/messages'));
  const list = parseServerData(responseSchema, data, 'messages').messages;
  return list;
}

export const messagesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.messages, queryFn: getMessages });

export function useMessages() {
  return useQuery(messagesQueryOptions());
}
