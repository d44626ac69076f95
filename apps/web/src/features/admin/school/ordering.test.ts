import { describe, expect, it } from 'vitest';
import { reorderWithin } from './ordering';

describe('reorderWithin', () => {
  it("puts one lesson's questions in their new order and keeps every other question in place", () => {
    // Questions 10, 12 and 14 belong to the lesson; 11 and 13 to others.
    expect(reorderWithin([10, 11, 12, 13, 14], [14, 10, 12])).toEqual([14, 11, 10, 13, 12]);
  });

  it('answers the same order when nothing moved', () => {
    expect(reorderWithin([1, 2, 3], [1, 3])).toEqual([1, 2, 3]);
  });
});
