import { z } from 'zod';
import { BIRTH_DATE_MIN } from '@/config/constants';
import { todayIsoDate } from '@/lib/format';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const MAX_YEARS_AHEAD = 10;

/** A complete yyyy-MM-dd date (what a date input gives once every part is typed). */
export const isIsoDate = (value: string) => isoDate.test(value) && !Number.isNaN(Date.parse(value));

/** The date `years` after today as yyyy-MM-dd. */
export function yearsAhead(years: number, now: Date = new Date()): string {
  const later = new Date(now);
  later.setFullYear(later.getFullYear() + years);
  return todayIsoDate(later);
}

/** Messages of the date rules, as translation keys of the caller's namespace. */
export interface DateMessages {
  invalid: string;
  tooEarly: string;
  tooLate: string;
}

/**
 * An optional date field ('' allowed) within [min, max] as yyyy-MM-dd; both bounds are read when
 * validating, so a form left open overnight still checks against today. yyyy-MM-dd strings compare
 * in date order.
 */
export function optionalDate(min: () => string, max: () => string, messages: DateMessages) {
  return z
    .string()
    .refine((value) => value === '' || isIsoDate(value), { message: messages.invalid, abort: true })
    .refine((value) => value === '' || value >= min(), messages.tooEarly)
    .refine((value) => value === '' || value <= max(), messages.tooLate);
}

/** A birth date: from 1900-01-01 to today. */
export const birthDateRule = (messages: DateMessages) =>
  optionalDate(
    () => BIRTH_DATE_MIN,
    () => todayIsoDate(),
    messages,
  );

/** The latest end of access the API takes, as yyyy-MM-dd (a date input's max). */
export const latestExpiry = () => yearsAhead(MAX_YEARS_AHEAD);

/** An end of access: from tomorrow to 10 years ahead (the API's limit). */
export const expiryDateRule = (messages: DateMessages) =>
  optionalDate(
    () => yearsAhead(0, new Date(Date.now() + 24 * 60 * 60 * 1000)),
    latestExpiry,
    messages,
  );
