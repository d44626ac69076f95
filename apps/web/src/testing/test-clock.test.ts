import { describe, expect, it } from 'vitest';
import { TEST_NOW } from './test-clock';

describe('the tests’ clock', () => {
  it('starts every test at TEST_NOW and runs on from there', async () => {
    const start = Date.now();
    expect(Math.abs(start - TEST_NOW.getTime())).toBeLessThan(5_000);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(Date.now()).toBeGreaterThan(start);
  });
});
