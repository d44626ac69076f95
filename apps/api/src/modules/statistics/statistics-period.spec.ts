import { AppError } from '../../common/errors/app-error.js';
import { addDays, renewalRate, resolvePeriod, todayAt } from './statistics-period.js';

const fieldErrorOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error.toBody();
    throw error;
  }
  throw new Error('no error');
};

describe('statistics period', () => {
  it('takes today in Moscow, which starts three hours before UTC midnight', () => {
    expect(todayAt(new Date('2026-11-21T20:59:59Z'))).toBe('2026-11-21');
    expect(todayAt(new Date('2026-11-21T21:00:00Z'))).toBe('2026-11-22');
  });

  it('defaults to the last 30 days, today included', () => {
    expect(resolvePeriod({}, new Date('2026-11-21T09:00:00Z'))).toEqual({
      from: '2026-10-23',
      to: '2026-11-21',
    });
    expect(resolvePeriod({ to: '2026-03-01' }, new Date())).toEqual({
      from: '2026-01-31',
      to: '2026-03-01',
    });
  });

  it('keeps the given days and allows a one-day period', () => {
    const now = new Date('2026-11-21T09:00:00Z');
    expect(resolvePeriod({ from: '2026-11-05', to: '2026-11-05' }, now)).toEqual({
      from: '2026-11-05',
      to: '2026-11-05',
    });
    expect(resolvePeriod({ from: '2026-11-01' }, now)).toEqual({
      from: '2026-11-01',
      to: '2026-11-21',
    });
  });

  it('refuses from after to on the field from', () => {
    expect(
      fieldErrorOf(() => resolvePeriod({ from: '2026-11-02', to: '2026-11-01' }, new Date())),
    ).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Начало периода должно быть не позже конца',
      errors: { from: ['Начало периода должно быть не позже конца'] },
    });
  });

  it('allows up to three years less a day, leap days included, and refuses more on to', () => {
    const now = new Date();
    expect(() => resolvePeriod({ from: '2028-02-29', to: '2031-02-28' }, now)).not.toThrow();
    expect(
      fieldErrorOf(() => resolvePeriod({ from: '2028-02-29', to: '2031-03-01' }, now)),
    ).toMatchObject({
      errors: { to: ['Период не должен быть длиннее 3 лет'] },
    });
    expect(() => resolvePeriod({ from: '2026-01-01', to: '2028-12-31' }, now)).not.toThrow();
    expect(() => resolvePeriod({ from: '2026-01-01', to: '2029-01-01' }, now)).toThrow(AppError);
    expect(() => resolvePeriod({ from: '9998-01-01', to: '9999-12-31' }, now)).not.toThrow();
  });

  it('moves calendar days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});

describe('renewal rate', () => {
  it('is the share of renewals among paid payments, four places, and 0 without payments', () => {
    expect(renewalRate(0, 0)).toBe(0);
    expect(renewalRate(1, 4)).toBe(0.25);
    expect(renewalRate(1, 6)).toBe(0.1667);
    expect(renewalRate(3, 3)).toBe(1);
  });
});
