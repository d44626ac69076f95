import type { Schemas } from '@course-shop/api-client';
import { optionalMoney, orNull, readMoney, requiredMoney } from './rules';

/** Share of the price a renewal costs unless the admin sets one (decisions §3: 40 % off). */
export const RENEWAL_SHARE = 0.6;

/** The four price inputs of a course and a kit. */
export const priceFields = {
  price: requiredMoney,
  price_azn: requiredMoney,
  prolongation_price: optionalMoney,
  prolongation_price_azn: optionalMoney,
};
export type PriceValues = { [Key in keyof typeof priceFields]: string };

type PricedItem = Pick<
  Schemas['AdminWebinarDto'],
  'price' | 'price_azn' | 'prolongation_price_custom' | 'prolongation_price_azn_custom'
>;

const text = (amount: number | null) => (amount === null ? '' : String(amount));

/** The inputs' text for a stored item; an unset renewal price stays empty (the default shows). */
export const priceValuesOf = (item: PricedItem | null): PriceValues => ({
  price: item ? text(item.price) : '',
  price_azn: item ? text(item.price_azn) : '',
  prolongation_price: item ? text(item.prolongation_price_custom) : '',
  prolongation_price_azn: item ? text(item.prolongation_price_azn_custom) : '',
});

const optionalAmount = (value: string) => (orNull(value) === null ? null : readMoney(value));

/** The request's prices: an empty renewal price is null, which restores the 60 % default. */
export const priceBody = (values: PriceValues) => ({
  price: readMoney(values.price),
  price_azn: readMoney(values.price_azn),
  prolongation_price: optionalAmount(values.prolongation_price),
  prolongation_price_azn: optionalAmount(values.prolongation_price_azn),
});

/** 60 % of a typed price, rounded to kopecks; null while the price is not a number yet. */
export function defaultRenewal(priceText: string): number | null {
  const price = readMoney(priceText);
  if (priceText.trim() === '' || !Number.isFinite(price) || price < 0) return null;
  return Math.round(price * RENEWAL_SHARE * 100) / 100;
}
