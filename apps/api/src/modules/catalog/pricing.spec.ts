import { activeWindow, pricesFor } from './pricing.js';

const at = (iso: string) => new Date(iso);
const window = (start: string, end: string, price: number, createdAt = '2026-01-01T00:00:00Z') => ({
  start: at(start),
  end: at(end),
  price,
  priceAzn: price / 50,
  createdAt: at(createdAt),
});

describe('custom price window', () => {
  const sale = window('2026-11-20T00:00:00Z', '2026-11-30T23:59:59Z', 2900);

  it.each([
    ['before the start', '2026-11-19T23:59:59.999Z', null],
    ['at the start', '2026-11-20T00:00:00Z', sale],
    ['inside', '2026-11-25T12:00:00Z', sale],
    ['at the end', '2026-11-30T23:59:59Z', sale],
    ['after the end', '2026-11-30T23:59:59.001Z', null],
  ])('%s', (_, now, expected) => {
    expect(activeWindow([sale], at(now))).toBe(expected);
  });

  it('prefers the newest of overlapping windows', () => {
    const older = window(
      '2026-11-01T00:00:00Z',
      '2026-12-31T00:00:00Z',
      3500,
      '2026-10-01T00:00:00Z',
    );
    const newer = window(
      '2026-11-15T00:00:00Z',
      '2026-11-25T00:00:00Z',
      2500,
      '2026-11-10T00:00:00Z',
    );
    expect(activeWindow([older, newer], at('2026-11-20T00:00:00Z'))).toBe(newer);
    expect(activeWindow([older, newer], at('2026-11-26T00:00:00Z'))).toBe(older);
  });
});

describe('prices', () => {
  const noRenewalPrice = { prolongationPrice: null, prolongationPriceAzn: null };
  const course = { price: 4900, priceAzn: 98, ...noRenewalPrice };

  it('uses the list price without an active window', () => {
    expect(pricesFor(course, null)).toEqual({
      finalPrice: 4900,
      finalPriceAzn: 98,
      prolongationPrice: 2940,
      prolongationPriceAzn: 58.8,
    });
  });

  it('uses the window price, but renewal stays 60 % of the list price', () => {
    const sale = window('2026-11-20T00:00:00Z', '2026-11-30T00:00:00Z', 2900);
    expect(pricesFor(course, sale)).toMatchObject({
      finalPrice: 2900,
      finalPriceAzn: 58,
      prolongationPrice: 2940,
    });
  });

  it('rounds renewal prices to kopecks', () => {
    expect(pricesFor({ price: 999.99, priceAzn: 0.05, ...noRenewalPrice }, null)).toMatchObject({
      prolongationPrice: 599.99,
      prolongationPriceAzn: 0.03,
    });
  });

  it('keeps a free course free', () => {
    expect(pricesFor({ price: 0, priceAzn: 0, ...noRenewalPrice }, null)).toEqual({
      finalPrice: 0,
      finalPriceAzn: 0,
      prolongationPrice: 0,
      prolongationPriceAzn: 0,
    });
  });

  it.each([
    ['both set', 2500, 50, { prolongationPrice: 2500, prolongationPriceAzn: 50 }],
    ['only roubles set', 2500, null, { prolongationPrice: 2500, prolongationPriceAzn: 58.8 }],
    ['only manats set', null, 50, { prolongationPrice: 2940, prolongationPriceAzn: 50 }],
    [
      'neither set: 60 % of price',
      null,
      null,
      { prolongationPrice: 2940, prolongationPriceAzn: 58.8 },
    ],
    ['set to zero: a free renewal', 0, 0, { prolongationPrice: 0, prolongationPriceAzn: 0 }],
    ['set above the list price', 5000, 100, { prolongationPrice: 5000, prolongationPriceAzn: 100 }],
  ])('renewal price %s', (_, prolongationPrice, prolongationPriceAzn, expected) => {
    const item = { price: 4900, priceAzn: 98, prolongationPrice, prolongationPriceAzn };
    expect(pricesFor(item, null)).toMatchObject(expected);
  });

  it('keeps a set renewal price during a sale', () => {
    const sale = window('2026-11-20T00:00:00Z', '2026-11-30T00:00:00Z', 2900);
    const item = { price: 4900, priceAzn: 98, prolongationPrice: 3500, prolongationPriceAzn: 70 };
    expect(pricesFor(item, sale)).toEqual({
      finalPrice: 2900,
      finalPriceAzn: 58,
      prolongationPrice: 3500,
      prolongationPriceAzn: 70,
    });
  });
});
