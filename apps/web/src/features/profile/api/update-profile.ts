import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { queryKeys } from '@/lib/query-keys';
import { updateSessionUser } from '@/lib/session/session-store';
import { parseServerData } from '@/lib/server-data';
import { userSchema } from '@/lib/session/user-schema';
import type { ProfileValues } from '../schemas';

/** Builds the update body: blank text becomes null, the password trio only when a new one is typed. */
export function toUpdateBody(values: ProfileValues) {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  const body = {
    first_name: text(values.first_name),
    last_name: text(values.last_name),
    phone: text(values.phone),
    birth_date: text(values.birth_date),
    city: text(values.city),
  };
  if (values.new_password === '') return body;
  return {
    ...body,
    old_password: values.old_password,
    new_password: values.new_password,
    new_repeated_password: values.new_repeated_password,
  };
}

export async function updateProfile(values: ProfileValues) {
  const data = await unwrap(apiClient.POST('/api/v1/user/update', { body: toUpdateBody(values) }));
  return parseServerData(userSchema, data.user, 'user');
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      updateSessionUser(user);
      queryClient.setQueryData(queryKeys.currentUser, user);
      void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
    },
  });
}
