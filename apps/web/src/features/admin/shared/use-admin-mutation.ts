import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useServerMessage } from './use-server-message';

export interface AdminMutationOptions<Data, Variables> {
  mutationFn: (variables: Variables) => Promise<Data>;
  /** The success toast's title, e.g. 'Пользователь сохранён'; may use the answer. */
  success: string | ((data: Data, variables: Variables) => string);
  /** Queries to reload after success (prefix keys: ['admin', 'users'] reloads every user query). */
  invalidate?: QueryKey[];
  /**
   * A form shows the server's message in its own error line (FormError) and sets this to false;
   * a button in a list or a dialog keeps the toast.
   */
  errorToast?: boolean;
  onSuccess?: (data: Data, variables: Variables) => void;
}

/**
 * An admin action: on success a toast and the affected lists reloaded; on failure a toast with the
 * server's Russian `message` (or the generic text). Returns TanStack's mutation as is.
 */
export function useAdminMutation<Data, Variables = void>({
  mutationFn,
  success,
  invalidate = [],
  errorToast = true,
  onSuccess,
}: AdminMutationOptions<Data, Variables>) {
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  const toMessage = useServerMessage();
  return useMutation({
    mutationFn,
    onSuccess: async (data, variables) => {
      notify.success(typeof success === 'string' ? success : success(data, variables));
      onSuccess?.(data, variables);
      await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      if (errorToast) notify.error(t('admin.mutation.failed'), toMessage(error) ?? undefined);
    },
  });
}
