import { z } from 'zod';

const nullableText = z.string().nullable();

/** User as the API returns it (decisions.md §2); email must be valid when present. */
export const userSchema = z.object({
  id: z.number(),
  login: z.string(),
  email: z.email().nullable().optional(),
  first_name: nullableText,
  middle_name: nullableText,
  last_name: nullableText,
  phone: nullableText,
  birth_date: nullableText,
  city: nullableText,
  cellphone: nullableText.optional(),
  roles: z.array(z.enum(['ADMIN', 'USER'])),
});

export const authenticatedUserSchema = userSchema.extend({ api_token: z.string().min(1) });

export type SessionUser = z.infer<typeof userSchema>;
export type AuthenticatedUser = z.infer<typeof authenticatedUserSchema>;

export class UserValidationError extends Error {
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super('User data does not match the expected shape');
    this.name = 'UserValidationError';
  }
}

/** Parses server data; a mismatch is logged and thrown (spec §8). */
export function parseUser<T extends z.ZodType>(schema: T, data: unknown): z.infer<T> {
  const result = schema.safeParse(data);
  if (!result.success) {
    console.error('[session] user schema mismatch', result.error.issues);
    throw new UserValidationError(result.error.issues);
  }
  return result.data;
}
