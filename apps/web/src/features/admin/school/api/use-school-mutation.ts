import { useAdminMutation, type AdminMutationOptions } from '../../shared/use-admin-mutation';
import { adminSchoolKeys } from '../query-keys';

type SchoolMutationOptions<Data, Variables> = Omit<
  AdminMutationOptions<Data, Variables>,
  'invalidate'
>;

/**
 * An admin school write: a toast on success and every admin school view reloaded, since a change
 * of a tariff, an exercise or a lesson shows in several lists (counts, titles, order).
 */
export function useSchoolMutation<Data, Variables>(
  options: SchoolMutationOptions<Data, Variables>,
) {
  return useAdminMutation({ ...options, invalidate: [adminSchoolKeys.all] });
}
