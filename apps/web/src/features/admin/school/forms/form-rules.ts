import { z } from 'zod';

/** Validation messages are keys of the 'admin-school' namespace; components translate them. */
export const formMessages = {
  required: 'validation.required',
  tooLong: 'validation.tooLong',
  schoolRequired: 'validation.schoolRequired',
  periodDays: 'validation.periodDays',
  price: 'validation.price',
  sort: 'validation.sort',
  url: 'validation.url',
  videoUrls: 'validation.videoUrls',
  properties: 'validation.properties',
  dateTime: 'validation.dateTime',
  commentRequired: 'validation.commentRequired',
} as const;
export type FormMessageKey = (typeof formMessages)[keyof typeof formMessages];

/** A number as a Russian admin types it: spaces between thousands, a comma or a dot for decimals. */
export function parseDecimal(text: string): number {
  const normalized = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/** A required text, trimmed, within the API's bound. */
export const filledText = (max: number) =>
  z.string().trim().min(1, formMessages.required).max(max, formMessages.tooLong);

/** An optional text, trimmed, within the API's bound. */
export const freeText = (max: number) => z.string().trim().max(max, formMessages.tooLong);

/** The id picked in a select: required, a positive integer. */
export const pickedId = (message: FormMessageKey) =>
  z.string().refine((value) => Number.isInteger(Number(value)) && Number(value) > 0, message);

/** The API's link rule: http(s)://… or a path starting with a single /; blank is none. */
const URL_OR_PATH = /^(https?:\/\/[^\s/]+\S*|\/(?!\/)\S*)$/i;
export const URL_MAX_LENGTH = 500;

export const optionalUrl = z
  .string()
  .trim()
  .max(URL_MAX_LENGTH, formMessages.tooLong)
  .refine((value) => value === '' || URL_OR_PATH.test(value), formMessages.url);

/** A blank link is sent as null: the API clears it. */
export const urlOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The place among siblings: blank (the API puts it last) or an integer 0..1 000 000. */
export const optionalSort = z
  .string()
  .trim()
  .refine(
    (value) => value === '' || (/^\d+$/.test(value) && Number(value) <= 1_000_000),
    formMessages.sort,
  );

export const sortOrUndefined = (value: string) =>
  value.trim() === '' ? undefined : Number(value.trim());
