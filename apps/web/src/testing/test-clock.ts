/**
 * The moment every web test starts at (setup-tests.ts), so that a test's answer does not depend on
 * the day it runs. On the real clock the suite had dates that expire: the admin's access forms take
 * an end date from tomorrow on, and their tests type 2030-01-31 and 2030-06-01 (two of them failed
 * with the clock set to June 2031); a test that counted days from the real clock failed on CI once.
 */
export const TEST_NOW = new Date('2026-12-07T09:00:00.000Z');
