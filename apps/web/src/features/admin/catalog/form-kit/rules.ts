import { z } from 'zod';

/**
 * Field rules shared by the course, kit and certificate forms. Inputs hold text; the rules read it
 * as the API will, with the API's own limits and the same Russian messages (keys of the
 * 'admin-catalog' namespace, translated by the field).
 */
export const messages = {
  required: 'validation.required',
  titleTooLong: 'validation.titleTooLong',
  shortDescriptionTooLong: 'validation.shortDescriptionTooLong',
  priceFormat: 'validation.priceFormat',
  priceNegative: 'validation.priceNegative',
  priceTooHigh: 'validation.priceTooHigh',
  link: 'validation.link',
  endBeforeStart: 'validation.endBeforeStart',
  dateRequired: 'validation.dateRequired',
  age: 'validation.age',
  wholeNumber: 'validation.wholeNumber',
  descriptionTooLong: 'validation.descriptionTooLong',
} as const;
export type CatalogMessageKey = (typeof messages)[keyof typeof messages];

/** The API's ceiling for any price (roubles or manats). */
export const MAX_PRICE = 10_000_000;
/** Spec §5: at most 254 characters, with the original app's message naming 255. */
export const SHORT_DESCRIPTION_MAX = 254;
export const TITLE_MAX = 255;

const KOPECKS = /^\d+([.,]\d{1,2})?$/;

/** Reads a price typed with a dot or a comma; '' stays '' (for optional prices). */
export const readMoney = (text: string) => Number(text.trim().replace(',', '.'));

const money = z
  .string()
  .trim()
  .refine((text) => text === '' || !text.startsWith('-'), messages.priceNegative)
  .refine((text) => text === '' || text.startsWith('-') || KOPECKS.test(text), messages.priceFormat)
  .refine((text) => text === '' || readMoney(text) <= MAX_PRICE, messages.priceTooHigh);

export const requiredMoney = z.string().trim().min(1, messages.required).pipe(money);
/** Empty means "not set": the renewal price then falls back to 60 % of the price. */
export const optionalMoney = money;

export const title = z
  .string()
  .trim()
  .min(1, messages.required)
  .max(TITLE_MAX, messages.titleTooLong);

const LINK = /^(https?:\/\/[^\s/]+\S*|\/(?!\/)\S*)$/i;
/** An absolute http(s) address or a site path; empty means none. */
export const optionalLink = z
  .string()
  .trim()
  .refine((text) => text === '' || LINK.test(text), messages.link);

/** '' becomes null: how the API clears an optional text or link. */
export const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
