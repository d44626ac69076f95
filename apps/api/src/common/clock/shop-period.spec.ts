import { shopPeriod } from './shop-period.js';

describe('shopPeriod', () => {
  it('is no condition without either end', () => {
    expect(shopPeriod({})).toBeNull();
  });

  it('reads bare days as whole days of Moscow time, both included', () => {
    const period = shopPeriod({ from: '2026-11-01', to: '2026-11-30' })!;
    expect(period.sql('a.created_at')).toBe(
      'a.created_at >= (CAST(:periodFrom AS date))::timestamp AT TIME ZONE :periodZone AND ' +
        'a.created_at < (CAST(:periodTo AS date) + 1)::timestamp AT TIME ZONE :periodZone',
    );
    expect(period.parameters).toEqual({
      periodZone: 'Europe/Moscow',
      periodFrom: '2026-11-01',
      periodTo: '2026-11-30',
    });
  });

  it('takes date-times as they are, the end excluded, and either end alone', () => {
    expect(shopPeriod({ to: '2026-11-30T12:00:00Z' })!.sql('x')).toBe(
      'x < CAST(:periodTo AS timestamptz)',
    );
    expect(shopPeriod({ from: '2026-11-01T00:00:00+03:00' })!.sql('x')).toBe(
      'x >= CAST(:periodFrom AS timestamptz)',
    );
  });
});
