import { z } from 'zod';
import {
  CELLPHONE_MIN_LENGTH,
  LOGIN_MIN_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@/config/constants';
import { followsPhoneMask } from '@/lib/phone-mask';

/** Messages are keys of the 'auth' namespace; components translate them. */
export const authMessages = {
  invalidEmail: 'validation.invalidEmail',
  emailRequired: 'validation.emailRequired',
  passwordMin: 'validation.passwordMin',
  required: 'validation.required',
  agreeRequired: 'validation.agreeRequired',
  passwordsMismatch: 'validation.passwordsMismatch',
} as const;

export type AuthMessageKey = (typeof authMessages)[keyof typeof authMessages];

const password = z.string().min(PASSWORD_MIN_LENGTH, authMessages.passwordMin);

export const registrationSchema = z.object({
  // An empty field says "required"; a malformed one says "invalid"; at least 5 characters.
  login: z
    .string()
    .trim()
    .min(1, authMessages.emailRequired)
    .pipe(z.email(authMessages.invalidEmail))
    .pipe(z.string().min(LOGIN_MIN_LENGTH, authMessages.emailRequired)),
  password,
  // The whole mask filled in: +7 (999) 123 4567 is 17 characters.
  cellphone: z
    .string()
    .min(CELLPHONE_MIN_LENGTH, authMessages.required)
    .refine((value) => followsPhoneMask(value), authMessages.required),
  first_name: z.string().trim().min(NAME_MIN_LENGTH, authMessages.required),
  last_name: z.string().trim().min(NAME_MIN_LENGTH, authMessages.required),
  agreeToTerms: z.boolean().refine((value) => value, authMessages.agreeRequired),
});
export type RegistrationValues = z.infer<typeof registrationSchema>;

export const loginSchema = z.object({
  login: z
    .string()
    .trim()
    .min(1, authMessages.emailRequired)
    .pipe(z.email(authMessages.invalidEmail)),
  password,
});
export type LoginValues = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, authMessages.emailRequired)
    .pipe(z.email(authMessages.invalidEmail)),
});
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    new_password: password,
    new_retyped_password: password,
  })
  .refine((values) => values.new_password === values.new_retyped_password, {
    message: authMessages.passwordsMismatch,
    path: ['new_retyped_password'],
  });
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
