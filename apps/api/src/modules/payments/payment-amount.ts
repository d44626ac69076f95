import { AccessState } from '../access/access-rules.js';
import { PaymentType } from './entities/payment.entity.js';
import type { Currency } from './providers/payment-provider.js';

/** The prices of an item as the buyer sees them (catalog DTO fields). */
export interface PricedItem {
  final_price: number;
  final_price_azn: number;
  prolongation_price: number;
  prolongation_price_azn: number;
  state: AccessState | string;
}

export interface Charge {
  amountMinor: number;
  isRenewal: boolean;
  /** decisions.md §3: a final price of 0 (roubles) means free, whatever the provider. */
  free: boolean;
}

/** Roubles or manats with up to two decimals, as the catalog stores them, to minor units. */
export const toMinor = (major: number): number => Math.round(major * 100);

export const toMajor = (minor: number): number => minor / 100;

/**
 * What a checkout charges. A buyer whose own access has expired renews at the renewal price; a
 * gift is always a new year for someone else, at the final price. The caller refuses a purchase of
 * what the buyer can already watch.
 */
export function chargeFor(item: PricedItem, currency: Currency, type: PaymentType): Charge {
  const isRenewal = type === PaymentType.PURCHASE && item.state === AccessState.CAN_PROLONG;
  const rub = isRenewal ? item.prolongation_price : item.final_price;
  const azn = isRenewal ? item.prolongation_price_azn : item.final_price_azn;
  const free = rub === 0;
  return { amountMinor: free ? 0 : toMinor(currency === 'AZN' ? azn : rub), isRenewal, free };
}

const symbols: Record<string, string> = { RUB: '₽', AZN: 'AZN' };

/** Russian number formats, whole and with kopecks; built once, as building one is slow. */
const wholeAmount = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });
const amountWithCents = new Intl.NumberFormat('ru-RU', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "4 900 ₽", "30,75 AZN": for letters. */
export function formatMoney(amountMinor: number, currency: string): string {
  const format = amountMinor % 100 === 0 ? wholeAmount : amountWithCents;
  return `${format.format(toMajor(amountMinor))} ${symbols[currency] ?? currency}`;
}
