/** A page number, or a gap ('…') between distant pages. */
export type PageItem = number | 'gap';

/**
 * The page buttons to show: the first, the last, the current one with its neighbours, and a gap
 * wherever pages are skipped, so 50 pages still fit on a phone.
 */
export function pageItems(current: number, count: number): PageItem[] {
  const shown = new Set([1, count, current - 1, current, current + 1]);
  const pages = [...shown].filter((page) => page >= 1 && page <= count).sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  });
  return items;
}

/** How many pages `total` items make at `perPage` a page (at least one). */
export const pageCount = (total: number, perPage: number) =>
  Math.max(1, Math.ceil(total / Math.max(1, perPage)));
