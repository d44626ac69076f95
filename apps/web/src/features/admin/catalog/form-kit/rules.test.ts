import { describe, expect, it } from 'vitest';
import { customPriceBody, customPricePhase } from './custom-price-rules';
import { moveItem } from './move';
import { defaultRenewal, priceBody, priceValuesOf } from './price-rules';
import { requiredMoney } from './rules';

describe('price rules', () => {
  it('reads prices with a comma or a dot and up to two decimals', () => {
    expect(requiredMoney.safeParse('4900,5').success).toBe(true);
    expect(requiredMoney.safeParse('4900.55').success).toBe(true);
    expect(requiredMoney.safeParse('4900.555').error?.issues[0]?.message).toBe(
      'validation.priceFormat',
    );
    expect(requiredMoney.safeParse('-1').error?.issues[0]?.message).toBe(
      'validation.priceNegative',
    );
    expect(requiredMoney.safeParse('10000001').error?.issues[0]?.message).toBe(
      'validation.priceTooHigh',
    );
    expect(requiredMoney.safeParse('').error?.issues[0]?.message).toBe('validation.required');
  });

  it('computes the 60 % renewal default, rounded to kopecks', () => {
    expect(defaultRenewal('4900')).toBe(2940);
    expect(defaultRenewal('99,99')).toBe(59.99);
    expect(defaultRenewal('')).toBeNull();
    expect(defaultRenewal('abc')).toBeNull();
  });

  it('sends an empty renewal price as null (back to the default)', () => {
    expect(
      priceBody({
        price: '4900',
        price_azn: '98,5',
        prolongation_price: '',
        prolongation_price_azn: '50',
      }),
    ).toEqual({
      price: 4900,
      price_azn: 98.5,
      prolongation_price: null,
      prolongation_price_azn: 50,
    });
  });

  it("shows the admin's renewal price, not the computed one", () => {
    expect(
      priceValuesOf({
        price: 4900,
        price_azn: 98,
        prolongation_price_custom: null,
        prolongation_price_azn_custom: 40,
      }),
    ).toEqual({
      price: '4900',
      price_azn: '98',
      prolongation_price: '',
      prolongation_price_azn: '40',
    });
  });
});

describe('custom price rules', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it('tells past, current and future windows apart, the edges included', () => {
    expect(customPricePhase({ start: '2026-11-01', end: '2026-11-23T11:59:59Z' }, now)).toBe(
      'past',
    );
    expect(customPricePhase({ start: '2026-11-23T12:00:00Z', end: '2026-11-24' }, now)).toBe(
      'active',
    );
    expect(customPricePhase({ start: '2026-11-23T12:00:01Z', end: '2026-11-24' }, now)).toBe(
      'future',
    );
  });

  it('sends the typed local moments as ISO instants', () => {
    expect(
      customPriceBody({
        start: '2026-12-01T00:00',
        end: '2026-12-31T23:59',
        price: '1990',
        price_azn: '0',
      }),
    ).toEqual({
      start: new Date('2026-12-01T00:00').toISOString(),
      end: new Date('2026-12-31T23:59').toISOString(),
      price: 1990,
      price_azn: 0,
    });
  });
});

describe('moveItem', () => {
  it('moves within bounds and leaves the input alone', () => {
    const list = [1, 2, 3];
    expect(moveItem(list, 0, 2)).toEqual([2, 3, 1]);
    expect(moveItem(list, 2, -1)).toEqual([3, 1, 2]);
    expect(list).toEqual([1, 2, 3]);
  });
});
