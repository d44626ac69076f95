/** Price rules of decisions.md §3, pure so they can be table-tested with any clock. */

export interface PriceWindow {
  start: Date;
  end: Date;
  price: number;
  priceAzn: number;
  createdAt: Date;
}

/** Renewal costs 60 % of the list price: 40 % off (spec §9). */
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

export function pricesFor(
  item: { price: number; priceAzn: number },
  window: PriceWindow | null,
): Prices {
  return {
    finalPrice: window ? window.price : item.price,
    finalPriceAzn: window ? window.priceAzn : item.priceAzn,
    prolongationPrice: toKopecks(item.price * PROLONGATION_SHARE),
    prolongationPriceAzn: toKopecks(item.priceAzn * PROLONGATION_SHARE),
  };
}
