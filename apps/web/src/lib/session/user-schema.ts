// zod/mini, not zod: this file is on every first visit, which classic zod's methods (and its JSON
// Schema code) would grow by 9 KB gzip. Mini is functional: `z.nullable(x)`, `z.optional(x)`,
// `x.check(z.minLength(1))`, `z.extend(schema, {…})`.
import { z } from 'zod/mini';
import type { Schemas } from '@course-shop/api-client';
import { ROLES } from '@/config/constants';
import { matchesApi } from '../api-contract';

/** The user as the session keeps it: the API's user without created_at, which no screen shows. */
export type SessionUser = Omit<Schemas['UserDto'], 'created_at'>;
export type AuthenticatedUser = Omit<Schemas['AuthenticatedUserDto'], 'created_at'>;

/** The fields every user answer carries beside its id, login and email (the admin's list too). */
export const userProfileFields = () => {
  const nullableText = z.nullable(z.string());
  return {
    first_name: nullableText,
    middle_name: nullableText,
    last_name: nullableText,
    phone: nullableText,
    birth_date: nullableText,
    city: nullableText,
    cellphone: nullableText,
    roles: z.array(z.enum(ROLES)),
  };
};

/** The user's object schema, made anew on each call; built on first use (see catalog/schemas.ts). */
const userObjectSchema = () =>
  matchesApi<SessionUser>()(
    z.object({
      id: z.number(),
      login: z.string(),
      email: z.nullable(z.email()),
      ...userProfileFields(),
    }),
  );

/** A user answer or a stored user; email must be a valid address when present. */
export const userSchema = z.lazy(userObjectSchema);

export const authenticatedUserSchema = z.lazy(() =>
  matchesApi<AuthenticatedUser>()(
    z.extend(userObjectSchema(), { api_token: z.string().check(z.minLength(1)) }),
  ),
);
