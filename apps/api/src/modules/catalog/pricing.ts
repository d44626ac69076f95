/** Price rules of the catalog, pure so they can be table-tested with any clock. */

export interface PriceWindow {
  start: Date;
  end: Date;
  price: number;
  priceAzn: number;
  createdAt: Date;
}

/** Renewal costs 60 % of the list price (40 % off) unless the admin set a renewal price. */
export const PROLONGATION_SHARE = 0.6;

const toKopecks = (amount: number) => Math.round(amount * 100) / 100;

/** The window whose [start, end] holds `now` (both ends included); the newest one wins an overlap. */
export function activeWindow<T extends PriceWindow>(windows: readonly T[], now: Date): T | null {
  const time = now.getTime();
  return (
    windows
      .filter((window) => window.start.getTime() <= time && time <= window.end.getTime())
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0] ?? null
  );
}

export interface Prices {
  finalPrice: number;
  finalPriceAzn: number;
  prolongationPrice: number;
  prolongationPriceAzn: number;
}

/** A webinar or kit as far as its prices go; a null renewal price means "the default share". */
export interface PricedItem {
  price: number;
  priceAzn: number;
  prolongationPrice: number | null;
  prolongationPriceAzn: number | null;
}

/** The renewal price the admin set, else the default share of the list price (never of a sale). */
const renewal = (listPrice: number, setPrice: number | null) =>
  setPrice ?? toKopecks(listPrice * PROLONGATION_SHARE);

export function pricesFor(item: PricedItem, window: PriceWindow | null): Prices {
  return {
    finalPrice: window ? window.price : item.price,
    finalPriceAzn: window ? window.priceAzn : item.priceAzn,
    prolongationPrice: renewal(item.price, item.prolongationPrice),
    prolongationPriceAzn: renewal(item.priceAzn, item.prolongationPriceAzn),
  };
}
