import { describe, expect, it } from 'vitest';
import { pageCount, pageItems } from './page-items';

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the first, the last and the neighbours, with gaps between', () => {
    expect(pageItems(10, 50)).toEqual([1, 'gap', 9, 10, 11, 'gap', 50]);
    expect(pageItems(1, 50)).toEqual([1, 2, 'gap', 50]);
    expect(pageItems(50, 50)).toEqual([1, 'gap', 49, 50]);
  });

  it('shows a lone skipped page instead of a gap', () => {
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });
});
