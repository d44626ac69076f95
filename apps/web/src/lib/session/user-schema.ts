import { z } from 'zod';
import type { Schemas } from '@course-shop/api-client';
import { ROLES } from '@/config/constants';
import { matchesApi } from '../api-contract';

/** The user as the session keeps it: the API's user without created_at, which no screen shows. */
export type SessionUser = Omit<Schemas['UserDto'], 'created_at'>;
export type AuthenticatedUser = Omit<Schemas['AuthenticatedUserDto'], 'created_at'>;

const nullableText = z.string().nullable();

/** A user answer or a stored user; email must be a valid address when present. */
export const userSchema = matchesApi<SessionUser>()(
  z.object({
    id: z.number(),
    login: z.string(),
    email: z.email().nullable(),
    first_name: nullableText,
    middle_name: nullableText,
    last_name: nullableText,
    phone: nullableText,
    birth_date: nullableText,
    city: nullableText,
    cellphone: nullableText,
    roles: z.array(z.enum(ROLES)),
  }),
);

export const authenticatedUserSchema = matchesApi<AuthenticatedUser>()(
  userSchema.extend({ api_token: z.string().min(1) }),
);
