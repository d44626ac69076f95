import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, ROLES, type Role } from '@/config/constants';
import { birthDateRule } from './date-rules';
import type { AdminUser } from './schemas';
import type { CreateUserBody, UpdateUserBody } from './api/users';

const PHONE_MAX_LENGTH = 32;

/** Translation keys of admin-users.json. */
const messages = {
  loginRequired: 'form.validation.loginRequired',
  loginEmail: 'form.validation.loginEmail',
  passwordRequired: 'form.validation.passwordRequired',
  passwordMin: 'form.validation.passwordMin',
  phoneTooLong: 'form.validation.phoneTooLong',
  rolesRequired: 'form.validation.rolesRequired',
} as const;

/**
 * The user form's rules. A new user needs a password; on edit an empty one keeps the old. The
 * login is the e-mail (decisions §2).
 */
export function createUserFormSchema(mode: 'create' | 'edit') {
  return z.object({
    login: z
      .string()
      .trim()
      .min(1, { message: messages.loginRequired, abort: true })
      .pipe(z.email(messages.loginEmail)),
    password: z.string().superRefine((value, context) => {
      if (value === '' && mode === 'create') {
        context.addIssue({ code: 'custom', message: messages.passwordRequired });
      } else if (value !== '' && value.length < PASSWORD_MIN_LENGTH) {
        context.addIssue({ code: 'custom', message: messages.passwordMin });
      }
    }),
    last_name: z.string().trim(),
    first_name: z.string().trim(),
    middle_name: z.string().trim(),
    phone: z.string().trim().max(PHONE_MAX_LENGTH, messages.phoneTooLong),
    birth_date: birthDateRule({
      invalid: 'form.validation.birthDateInvalid',
      tooEarly: 'form.validation.birthDateTooEarly',
      tooLate: 'form.validation.birthDateFuture',
    }),
    city: z.string().trim(),
    roles: z.array(z.enum([ROLES.admin, ROLES.user])).min(1, messages.rolesRequired),
  });
}

export type UserFormValues = z.infer<ReturnType<typeof createUserFormSchema>>;

export const emptyUserForm: UserFormValues = {
  login: '',
  password: '',
  last_name: '',
  first_name: '',
  middle_name: '',
  phone: '',
  birth_date: '',
  city: '',
  roles: [ROLES.user] as Role[],
};

export function toUserFormValues(user: AdminUser): UserFormValues {
  return {
    login: user.login,
    password: '',
    last_name: user.last_name ?? '',
    first_name: user.first_name ?? '',
    middle_name: user.middle_name ?? '',
    phone: user.phone ?? '',
    birth_date: user.birth_date?.slice(0, 10) ?? '',
    city: user.city ?? '',
    roles: user.roles,
  };
}

const orNull = (value: string) => value || null;

/** The request body: blank optional fields clear them; an empty password on edit is left out. */
export function toUserBody(values: UserFormValues): CreateUserBody & UpdateUserBody {
  return {
    login: values.login,
    password: values.password,
    last_name: orNull(values.last_name),
    first_name: orNull(values.first_name),
    middle_name: orNull(values.middle_name),
    phone: orNull(values.phone),
    birth_date: orNull(values.birth_date),
    city: orNull(values.city),
    roles: values.roles,
  };
}

export function toUpdateBody(values: UserFormValues): UpdateUserBody {
  const { password, ...rest } = toUserBody(values);
  return password ? { ...rest, password } : rest;
}
