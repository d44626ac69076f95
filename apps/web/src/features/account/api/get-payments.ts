import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';

export async function getPayments() {
  const data = await unwrap(apiClient.GET('/api/v1/user/current/payments'));
  return data.payments;
}

export type Payment = Awaited<ReturnType<typeof getPayments>>[number];

export const paymentsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.currentUserPayments, queryFn: getPayments });

export function usePayments() {
  return useQuery(paymentsQueryOptions());
}
