import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router-dom';

/** The list's filters as they stand in the URL: every key present, '' when not set. */
export type UrlFilters<Key extends string> = Record<Key, string>;

export interface UrlFiltersState<Key extends string> {
  filters: UrlFilters<Key>;
  /** The page, from 1; anything unreadable in the URL counts as 1. */
  page: number;
  /** Sets some filters ('' removes one) and goes back to page 1; replaces the history entry. */
  setFilters: (changes: Partial<UrlFilters<Key>>) => void;
  setPage: (page: number) => void;
  /** Removes every filter and the page. */
  reset: () => void;
  /** True when at least one filter is set. */
  filtered: boolean;
}

export const PAGE_PARAM = 'page';

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * A list's filters and page kept in the URL's search params, so a reload, a shared link or Back
 * shows the same list. Filter changes replace the history entry (typing must not leave one entry
 * per letter) and reset the page; a page change pushes, so Back returns to the previous page.
 */
export function useUrlFilters<const Key extends string>(
  keys: readonly Key[],
): UrlFiltersState<Key> {
  const [params, setParams] = useSearchParams();
  // Callers pass a fresh array literal each render: depend on its content, not its identity.
  const signature = keys.join(',');
  const stableKeys = useMemo(() => signature.split(',') as Key[], [signature]);

  const filters = useMemo(
    () =>
      Object.fromEntries(stableKeys.map((key) => [key, params.get(key) ?? ''])) as UrlFilters<Key>,
    [params, stableKeys],
  );

  // The params as this hook last set them. React Router's functional update passes the params of
  // the last render, so a second change made before the screen re-renders (two dates picked in
  // quick succession) would undo the first: each change builds on this instead.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  // True while the router loads another page the user chose (a lazy route's chunk). A change
  // scheduled before they left, the search box's pause after typing, would otherwise replace that
  // navigation and pull them back to the list.
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = useRef(false);
  useLayoutEffect(() => {
    leaving.current = navigation.state !== 'idle' && navigation.location.pathname !== pathname;
  }, [navigation, pathname]);
  const update = useCallback(
    (change: (next: URLSearchParams) => void, options?: { replace: boolean }) => {
      if (leaving.current) return;
      const next = new URLSearchParams(latest.current);
      change(next);
      latest.current = next;
      setParams(next, options);
    },
    [setParams],
  );

  const setFilters = useCallback(
    (changes: Partial<UrlFilters<Key>>) =>
      update(
        (next) => {
          for (const [key, value] of Object.entries(changes) as Array<[Key, string | undefined]>) {
            const trimmed = value?.trim() ?? '';
            if (trimmed) next.set(key, trimmed);
            else next.delete(key);
          }
          next.delete(PAGE_PARAM);
        },
        { replace: true },
      ),
    [update],
  );

  const setPage = useCallback(
    (page: number) =>
      update((next) => {
        if (page > 1) next.set(PAGE_PARAM, String(page));
        else next.delete(PAGE_PARAM);
      }),
    [update],
  );

  const reset = useCallback(
    () =>
      update(
        (next) => {
          for (const key of [...stableKeys, PAGE_PARAM]) next.delete(key);
        },
        { replace: true },
      ),
    [update, stableKeys],
  );

  return {
    filters,
    page: readPage(params.get(PAGE_PARAM)),
    setFilters,
    setPage,
    reset,
    filtered: stableKeys.some((key) => filters[key] !== ''),
  };
}
