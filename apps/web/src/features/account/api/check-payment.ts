import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { byId } from '@/lib/checked-query';
import { queryKeys } from '@/lib/query-keys';
import { parseServerData } from '@/lib/server-data';
import { refreshAccessFlags } from '@/lib/session/access-flags';
import { paymentCheckSchema } from '../payment-schemas';

/** POST /api/v1/user/current/payments/{id}/check: the server asks the provider and settles. */
export async function checkPayment(id: number) {
  const answer = await unwrap(apiClient.POST('/api/v1/user/current/payments/{id}/check', byId(id)));
  return parseServerData(paymentCheckSchema, answer, 'payment check');
}

/** «Я оплатил, но доступа нет»; afterwards the list, the catalog and the menu flags are reloaded. */
export function useCheckPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkPayment,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.currentUserPayments });
      void queryClient.invalidateQueries({ queryKey: queryKeys.catalog });
      void refreshAccessFlags();
    },
  });
}
