import {
  accessEnd,
  type AccessPeriod,
  isActivePeriod,
  isExplicitExpiryAllowed,
  nextPeriod,
} from './school-access-rules.js';

const at = (iso: string) => new Date(iso);
const now = at('2026-11-21T09:00:00Z');
const period = (startsAt: string, expiresAt: string): AccessPeriod => ({
  startsAt: at(startsAt),
  expiresAt: at(expiresAt),
});

describe('school access periods', () => {
  it.each([
    ['running', period('2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z'), true],
    ['starting this instant', period('2026-11-21T09:00:00Z', '2026-12-01T00:00:00Z'), true],
    ['ending this instant', period('2026-11-01T00:00:00Z', '2026-11-21T09:00:00Z'), false],
    ['not started yet', period('2026-11-22T00:00:00Z', '2026-12-01T00:00:00Z'), false],
  ])('a period %s is active: %s', (_, item, active) => {
    expect(isActivePeriod(item, now)).toBe(active);
  });

  it('has no end without an active period, even with one ahead', () => {
    expect(accessEnd([period('2026-12-01T00:00:00Z', '2027-01-01T00:00:00Z')], now)).toBeNull();
    expect(accessEnd([], now)).toBeNull();
  });

  it('runs on through extensions chained without a gap, not past a gap', () => {
    const periods = [
      period('2027-03-01T00:00:00Z', '2027-04-01T00:00:00Z'),
      period('2026-12-01T00:00:00Z', '2027-02-01T00:00:00Z'),
      period('2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z'),
    ];
    expect(accessEnd(periods, now)).toEqual(at('2027-02-01T00:00:00Z'));
  });

  it('places a new period where the current access ends, or now', () => {
    const running = [period('2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z')];
    expect(nextPeriod(running, now, 90)).toEqual(
      period('2026-12-01T00:00:00Z', '2027-03-01T00:00:00Z'),
    );
    const expired = [period('2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z')];
    expect(nextPeriod(expired, now, 90)).toEqual(
      period('2026-11-21T09:00:00Z', '2027-02-19T09:00:00Z'),
    );
  });

  it('runs from now to an explicit end, whatever is running', () => {
    const running = [period('2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z')];
    expect(nextPeriod(running, now, 90, at('2027-01-01T00:00:00Z'))).toEqual(
      period('2026-11-21T09:00:00Z', '2027-01-01T00:00:00Z'),
    );
  });

  it.each([
    ['now', '2026-11-21T09:00:00Z', false],
    ['a second ahead', '2026-11-21T09:00:01Z', true],
    ['ten years ahead', '2036-11-21T09:00:00Z', true],
    ['past ten years', '2036-11-21T09:00:01Z', false],
    ['in the past', '2026-01-01T00:00:00Z', false],
  ])('an explicit end %s is allowed: %s', (_, iso, allowed) => {
    expect(isExplicitExpiryAllowed(at(iso), now)).toBe(allowed);
  });
});
