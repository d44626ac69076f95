import { MemoryWindowCounter } from './memory-window-counter.js';

describe('in-memory fixed-window counter', () => {
  const minute = 60_000;
  const start = Date.UTC(2026, 10, 21, 10, 0, 0);

  it('counts the hits of one key within one window', () => {
    const counter = new MemoryWindowCounter(60, 10);
    expect([1, 2, 3].map(() => counter.hit('ip:1', start + 59_999))).toEqual([1, 2, 3]);
  });

  it('keeps keys apart', () => {
    const counter = new MemoryWindowCounter(60, 10);
    counter.hit('ip:1', start);
    counter.hit('ip:1', start);
    expect(counter.hit('ip:2', start)).toBe(1);
    expect(counter.hit('ip:1', start)).toBe(3);
  });

  it('starts again from one when the window ends', () => {
    const counter = new MemoryWindowCounter(60, 10);
    counter.hit('ip:1', start + 59_999);
    counter.hit('ip:1', start + 59_999);
    expect(counter.hit('ip:1', start + minute)).toBe(1);
  });

  it('forgets the keys of past windows when a new window starts', () => {
    const counter = new MemoryWindowCounter(60, 10);
    for (const key of ['ip:1', 'ip:2', 'ip:3']) counter.hit(key, start);
    counter.hit('ip:4', start + minute);
    expect(counter.size).toBe(1);
  });

  it('holds no more than its bound of keys, dropping the oldest first', () => {
    const counter = new MemoryWindowCounter(60, 3);
    for (const key of ['ip:1', 'ip:2', 'ip:3']) counter.hit(key, start);
    counter.hit('ip:3', start);
    counter.hit('ip:4', start);
    expect(counter.size).toBe(3);
    expect(counter.hit('ip:3', start)).toBe(3);
    expect(counter.hit('ip:1', start)).toBe(1);
  });

  it('counts a key again from one when its count came from a past window', () => {
    const counter = new MemoryWindowCounter(60, 10);
    counter.hit('ip:1', start);
    counter.hit('ip:1', start);
    expect(counter.hit('ip:1', start + 3 * minute)).toBe(1);
    expect(counter.hit('ip:1', start + 3 * minute)).toBe(2);
  });
});
