import type { AuthenticatedUser } from '@/lib/session/user-schema';

/** An authenticated user as the API returns it, with only what a test cares about overridden. */
export function buildUser(overrides: Partial<AuthenticatedUser> = {}): AuthenticatedUser {
  return {
    id: 1,
    login: 'someone@example.com',
    email: 'someone@example.com',
    api_token: 'token',
    first_name: null,
    middle_name: null,
    last_name: null,
    phone: null,
    birth_date: null,
    city: null,
    cellphone: null,
    roles: ['USER'],
    ...overrides,
  };
}
