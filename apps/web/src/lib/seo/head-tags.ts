import type { HeadTags } from './document-head';
import type { PageMeta, SiteContext } from './page-meta';

/** Search engines show about this many characters of a description. */
export const DESCRIPTION_MAX_LENGTH = 160;

/** "<page> — <site>"; the site's name alone where the page is the site (the home page). */
export function composeTitle(page: string, site: string): string {
  return page && page !== site ? `${page} — ${site}` : site;
}

/** One line of at most `max` characters, cut at a word with an ellipsis. */
export function summarize(text: string, max = DESCRIPTION_MAX_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/** An address as crawlers need it: absolute on the site's origin unless it already names one. */
export function absoluteUrl(address: string, origin: string): string {
  try {
    return new URL(address, `${origin}/`).href;
  } catch {
    return address;
  }
}

/** JSON-LD text that cannot close its script element early. */
const jsonLd = (data: Record<string, unknown>) => JSON.stringify(data).replace(/</g, '\\u003c');

export interface HeadInput {
  site: SiteContext;
  /** The site-wide description, for pages that have none of their own. */
  siteDescription: string;
  /** What the matched route says, before the page has loaded anything. */
  route: { title: string; description: string | null };
  /** What the page says once its data is in, if it says anything. */
  page: PageMeta | null;
}

/** The head of the page on screen: the page's own words over its route's, over the site's. */
export function headTags({ site, siteDescription, route, page }: HeadInput): HeadTags {
  const pageTitle = page?.title ?? route.title;
  const description = summarize(page?.description || route.description || siteDescription);
  const share = page?.share;
  return {
    title: composeTitle(pageTitle, site.name),
    description,
    robots: page?.noindex ? 'noindex' : null,
    properties: share
      ? {
          'og:type': share.type,
          'og:title': pageTitle,
          'og:description': description,
          'og:url': site.url,
          'og:image': absoluteUrl(share.image, site.origin),
          'og:site_name': site.name,
          'og:locale': 'ru_RU',
          ...share.properties,
        }
      : {},
    structuredData: page?.structuredData ? jsonLd(page.structuredData(site)) : null,
  };
}
