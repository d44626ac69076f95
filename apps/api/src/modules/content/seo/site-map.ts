/**
 * The web app's public pages that have no id: what a search engine should find besides the
 * courses, kits and competencies. These are the SPA's own paths (apps/web/src/config/paths.ts).
 */
export const PUBLIC_PAGES = [
  '/',
  '/course-psychotypes',
  '/game/myhero',
  '/about',
  '/competencies',
  '/certificates',
  '/videocourses',
  '/kits',
  '/feedbacks',
  '/contacts',
  '/consultation-appointment',
  '/educational-organization-info',
] as const;

/** Screens behind a login, the API and one-off screens: nothing a search result should open. */
export const PRIVATE_PREFIXES = [
  '/account',
  '/admin',
  '/api',
  '/logout',
  '/password-recovery',
  '/forbidden',
] as const;

/** The sections whose item pages the sitemap lists, by the SPA's path of the list. */
export type SiteSection = 'videocourses' | 'kits' | 'competencies';

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

export const itemEntry = (section: SiteSection, id: number, lastModified: Date): SitemapEntry => ({
  path: `/${section}/${id}`,
  lastModified,
});

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

/** robots.txt: everything public may be crawled; the private prefixes may not. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** sitemap.xml (sitemaps.org 0.9) with absolute addresses on the site's origin. */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeXml(origin + path)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
