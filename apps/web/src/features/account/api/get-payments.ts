import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { checkedQuery } from '@/lib/checked-query';
import { queryKeys } from '@/lib/query-keys';
import { paymentSchema } from '../payment-schemas';

/** GET /api/v1/user/current/payments: the user's payments, newest first. */
export const paymentsQuery = () =>
  checkedQuery(queryKeys.currentUserPayments, 'payments', z.array(paymentSchema), () =>
    unwrap(apiClient.GET('/api/v1/user/current/payments')).then((answer) => answer.payments),
  );

export function usePayments() {
  return useQuery(paymentsQuery());
}
