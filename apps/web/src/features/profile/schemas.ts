import { z } from 'zod';
import { BIRTH_DATE_MIN, PASSWORD_MIN_LENGTH } from '@/config/constants';
import { todayIsoDate } from '@/lib/format';
import { isFullPhone } from '@/lib/phone-mask';

export const profileMessages = {
  birthDateFuture: 'validation.birthDateFuture',
  birthDateTooEarly: 'validation.birthDateTooEarly',
  birthDateInvalid: 'validation.birthDateInvalid',
  phoneIncomplete: 'validation.phoneIncomplete',
  passwordMin: 'validation.passwordMin',
  oldPasswordRequired: 'validation.oldPasswordRequired',
  passwordsMismatch: 'validation.passwordsMismatch',
} as const;
export type ProfileMessageKey = (typeof profileMessages)[keyof typeof profileMessages];

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export function createProfileSchema(today: () => string = () => todayIsoDate()) {
  return z
    .object({
      first_name: z.string().trim(),
      last_name: z.string().trim(),
      // Typed through the mask: empty, or every digit of it.
      phone: z
        .string()
        .trim()
        .refine((value) => value === '' || isFullPhone(value), profileMessages.phoneIncomplete),
      birth_date: z
        .string()
        .refine(
          (value) => value === '' || (isoDate.test(value) && !Number.isNaN(Date.parse(value))),
          {
            message: profileMessages.birthDateInvalid,
            abort: true,
          },
        )
        // yyyy-MM-dd strings compare in date order.
        .refine(
          (value) => value === '' || value >= BIRTH_DATE_MIN,
          profileMessages.birthDateTooEarly,
        )
        .refine((value) => value === '' || value <= today(), profileMessages.birthDateFuture),
      city: z.string().trim(),
      old_password: z.string(),
      new_password: z.string(),
      new_repeated_password: z.string(),
    })
    .superRefine((values, context) => {
      if (values.new_password === '' && values.new_repeated_password === '') return;
      if (values.new_password.length < PASSWORD_MIN_LENGTH) {
        context.addIssue({
          code: 'custom',
          path: ['new_password'],
          message: profileMessages.passwordMin,
        });
      }
      if (values.old_password === '') {
        context.addIssue({
          code: 'custom',
          path: ['old_password'],
          message: profileMessages.oldPasswordRequired,
        });
      }
      if (values.new_password !== values.new_repeated_password) {
        context.addIssue({
          code: 'custom',
          path: ['new_repeated_password'],
          message: profileMessages.passwordsMismatch,
        });
      }
    });
}

export type ProfileValues = z.infer<ReturnType<typeof createProfileSchema>>;
