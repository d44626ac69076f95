import { z } from 'zod/mini';
import type { Schemas } from '@course-shop/api-client';
import { matchesApi } from '@/lib/api-contract';
import { userProfileFields } from '@/lib/session/user-schema';
import { tariffSchema, type Tariff } from '../school/schemas';

export type { Tariff };

export type AdminUser = Schemas['AdminUserDto'];
export type UserListItem = Schemas['UserDto'];
export type UserWebinarAccess = Schemas['UserWebinarAccessDto'];
export type UserTariff = Schemas['UserTariffDto'];

const nullableText = z.nullable(z.string());
const accessSource = z.enum(['payment', 'admin']);

const userFields = {
  id: z.number(),
  login: z.string(),
  email: nullableText,
  ...userProfileFields(),
  created_at: z.string(),
};

export const userListItemSchema = matchesApi<UserListItem>()(z.object(userFields));

export const usersPageSchema = matchesApi<Schemas['UsersPageDto']>()(
  z.object({
    users: z.array(userListItemSchema),
    total: z.number(),
    page: z.number(),
    per_page: z.number(),
  }),
);

export const userTariffSchema = matchesApi<UserTariff>()(
  z.object({
    id: z.number(),
    user_id: z.number(),
    tariff_id: z.number(),
    tariff_name: z.string(),
    school_id: z.number(),
    source: accessSource,
    bound_by: z.nullable(z.number()),
    payment_id: z.nullable(z.number()),
    starts_at: z.string(),
    expires_at: z.string(),
  }),
);

export const adminUserSchema = matchesApi<AdminUser>()(
  z.object({ ...userFields, active_tariff: z.optional(z.nullable(userTariffSchema)) }),
);

export const userWebinarsSchema = z.array(
  matchesApi<UserWebinarAccess>()(
    z.object({
      id: z.number(),
      title: z.string(),
      image: nullableText,
      is_active: z.boolean(),
      state: z.enum(['can_buy', 'can_view', 'can_prolong']),
      access_starts_at: z.string(),
      access_expires_at: z.string(),
      source: accessSource,
      kit_id: z.nullable(z.number()),
    }),
  ),
);

// The admin's tariff, as the school screens read it: one schema for both.
export const tariffsSchema = z.array(tariffSchema);

/** A course to grant: only what the picker shows. */
/** "Фамилия Имя Отчество", or null when none is filled in. */
export function fullName(user: Pick<UserListItem, 'first_name' | 'middle_name' | 'last_name'>) {
  const parts = [user.last_name, user.first_name, user.middle_name].filter(Boolean);
  return parts.length ? parts.join(' ') : null;
}
