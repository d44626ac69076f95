import { describe, expect, it } from 'vitest';
import { isLocalInputValue, isoToLocalInput, localInputToIso } from './date-time';
import { parseProperties } from './exercise-form-schema';
import { reviewFormSchema, reviewToBody } from './review-form-schema';
import { tariffFormSchema } from './tariff-form-schema';

describe('the datetime-local field', () => {
  it('shows an ISO moment in the local zone and reads it back to the same moment', () => {
    const value = isoToLocalInput('2026-12-01T06:00:00.000Z');
    expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(localInputToIso(value)).toBe('2026-12-01T06:00:00.000Z');
  });

  it('treats an empty field as no date', () => {
    expect(isoToLocalInput(null)).toBe('');
    expect(localInputToIso('')).toBeNull();
  });

  it.each([
    ['', true],
    ['2026-12-01T09:00', true],
    ['2026-12-01', false],
    ['2026-13-45T99:00', false],
  ])('accepts %j: %s', (value, expected) => {
    expect(isLocalInputValue(value)).toBe(expected);
  });
});

describe('exercise properties', () => {
  it.each([
    ['', {}],
    ['{"week": 1}', { week: 1 }],
    ['[1]', null],
    ['null', null],
    ['{oops', null],
  ])('reads %j', (text, expected) => {
    expect(parseProperties(text)).toEqual(expected);
  });
});

describe('tariff prices', () => {
  const tariff = {
    school_id: '1',
    name: 'Тариф',
    period_days: '30',
    price_azn: '1',
    is_active: true,
  };

  it.each([
    ['4900', true],
    ['4 900,50', true],
    ['0.29', true],
    ['0', true],
    ['10,555', false],
    ['-1', false],
    ['abc', false],
  ])('price %j valid: %s', (price, valid) => {
    expect(tariffFormSchema.safeParse({ ...tariff, price }).success).toBe(valid);
  });
});

describe('the review', () => {
  it('needs a comment to fail an attempt, not to pass it', () => {
    expect(reviewFormSchema.safeParse({ verdict: 'failed', comment: '  ' }).success).toBe(false);
    expect(reviewFormSchema.safeParse({ verdict: 'finished', comment: '' }).success).toBe(true);
  });

  it('sends a blank comment as none and trims the rest', () => {
    expect(reviewToBody({ verdict: 'finished', comment: ' ' })).toEqual({
      status: 'finished',
      comment: null,
    });
    expect(reviewToBody({ verdict: 'failed', comment: ' Ещё раз ' })).toEqual({
      status: 'failed',
      comment: 'Ещё раз',
    });
  });
});
