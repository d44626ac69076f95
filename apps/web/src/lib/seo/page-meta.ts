import { useEffect, useSyncExternalStore } from 'react';

/** The site a page belongs to, for markup that names it and needs absolute addresses. */
export interface SiteContext {
  name: string;
  origin: string;
  /** The page's own absolute address, without query or fragment. */
  url: string;
}

/**
 * What a page whose title is data (a course, a kit, a competence) says about itself once loaded;
 * every other page takes its title and description from its route (route-meta.ts).
 */
export interface PageMeta {
  title: string;
  description?: string;
  /** Open Graph for pages worth sharing: the og:type and the picture (absolute or site-relative). */
  share?: { type: string; image: string; properties?: Record<string, string> };
  /** schema.org markup (JSON-LD) built for this page's address. */
  structuredData?: (site: SiteContext) => Record<string, unknown>;
  /** Soft 404s of the SPA are kept out of search results. */
  noindex?: boolean;
}

/** What a page whose item has nothing more to say says: the item's title. */
export const titleMeta = (item: { title: string }): PageMeta => ({ title: item.title });

// The pages that have said something, newest last: the newest wins, and leaving restores the one
// before. A plain store outside React, so the root layout re-renders on a change from any depth.
let stack: { meta: PageMeta }[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => stack.at(-1)?.meta ?? null;

/** The meta of the page on screen, or null when its route's defaults apply. */
export function useCurrentPageMeta(): PageMeta | null {
  return useSyncExternalStore(subscribe, current, current);
}

/**
 * Sets the document's title, description and sharing tags from the page while it is mounted.
 * `meta` should keep its identity between renders (memoised, or built from query data).
 */
export function usePageMeta(meta: PageMeta | null): void {
  useEffect(() => {
    if (!meta) return;
    const entry = { meta };
    stack = [...stack, entry];
    notify();
    return () => {
      stack = stack.filter((other) => other !== entry);
      notify();
    };
  }, [meta]);
}
