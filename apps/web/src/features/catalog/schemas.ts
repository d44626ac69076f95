import { z } from 'zod';

/** Validation messages are keys of the 'catalog' or 'info' namespace; components translate them. */
export const giftMessages = {
  invalidEmail: 'gift.invalidEmail',
  emailRequired: 'gift.emailRequired',
} as const;

export const giftSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, giftMessages.emailRequired)
    .pipe(z.email(giftMessages.invalidEmail)),
});
export type GiftValues = z.infer<typeof giftSchema>;
/** Which card pays for a gift: Russian ('Оплатить') or foreign (the AZN button, Epoint). */
export type GiftCard = 'russian' | 'foreign';

const consultationMessages = {
  nameRequired: 'consultation.validation.nameRequired',
  nameTooLong: 'consultation.validation.nameTooLong',
  contactRequired: 'consultation.validation.contactRequired',
  contactInvalid: 'consultation.validation.contactInvalid',
  preferredTimeTooLong: 'consultation.validation.preferredTimeTooLong',
  messageTooLong: 'consultation.validation.messageTooLong',
  consentRequired: 'consultation.validation.consentRequired',
} as const;
export type ConsultationMessageKey =
  (typeof consultationMessages)[keyof typeof consultationMessages];

const PHONE_DIGITS_MIN = 10;
const PHONE_DIGITS_MAX = 15;

/** A phone (10–15 digits, with + ( ) - and spaces allowed) or an e-mail address. */
export function isPhoneOrEmail(value: string): boolean {
  const text = value.trim();
  if (text.includes('@')) return z.email().safeParse(text).success;
  if (!/^[+\d\s()-]+$/.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= PHONE_DIGITS_MIN && digits <= PHONE_DIGITS_MAX;
}

export const consultationSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, consultationMessages.nameRequired)
    .max(100, consultationMessages.nameTooLong),
  contact: z
    .string()
    .trim()
    .min(1, consultationMessages.contactRequired)
    .refine(isPhoneOrEmail, consultationMessages.contactInvalid),
  preferred_time: z.string().trim().max(255, consultationMessages.preferredTimeTooLong),
  message: z.string().trim().max(2000, consultationMessages.messageTooLong),
  consent: z.boolean().refine((value) => value, consultationMessages.consentRequired),
});
export type ConsultationValues = z.infer<typeof consultationSchema>;
