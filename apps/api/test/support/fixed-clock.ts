import { Clock } from '../../src/common/clock/clock.js';

/** A clock tests move by hand. */
export class FixedClock extends Clock {
  constructor(private current = new Date('2026-11-21T09:00:00Z')) {
    super();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(milliseconds: number): void {
    this.current = new Date(this.current.getTime() + milliseconds);
  }
}
