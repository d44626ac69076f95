import { accessState, extendedExpiry } from './access-rules.js';

const at = (iso: string) => new Date(iso);
const now = at('2026-11-21T09:00:00Z');

describe('access state', () => {
  it.each([
    ['no grant', null, 'can_buy'],
    ['expires later', { expiresAt: at('2026-11-21T09:00:00.001Z') }, 'can_view'],
    ['expires this instant', { expiresAt: at('2026-11-21T09:00:00Z') }, 'can_prolong'],
    ['expired long ago', { expiresAt: at('2024-01-01T00:00:00Z') }, 'can_prolong'],
  ])('%s → %s', (_, grant, state) => {
    expect(accessState(grant, now)).toBe(state);
  });
});

describe('expiry after a purchase or renewal', () => {
  it('gives 365 days from now on a first purchase', () => {
    expect(extendedExpiry(null, now)).toEqual(at('2027-11-21T09:00:00Z'));
  });

  it('adds 365 days to an expiry still ahead (early renewal)', () => {
    expect(extendedExpiry(at('2027-01-10T00:00:00Z'), now)).toEqual(at('2028-01-10T00:00:00Z'));
  });

  it('starts from now when the old access has expired (late renewal)', () => {
    expect(extendedExpiry(at('2026-01-10T00:00:00Z'), now)).toEqual(at('2027-11-21T09:00:00Z'));
  });

  it('starts from now when the old access expires this instant', () => {
    expect(extendedExpiry(now, now)).toEqual(at('2027-11-21T09:00:00Z'));
  });
});
