import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export type ItemKind = 'videocourse' | 'kit' | 'competence';
export type ListKind = 'videocourses' | 'kits';

/**
 * What the web build's server module makes (apps/web/src/prerender/page-heads.ts): the page the
 * server sends with the head the app writes for it, for link previews and crawlers that run no
 * script. Every method takes the page's absolute address.
 */
export interface PageHeads {
  /** How many of a list's first items `renderListPage` draws (the rest need not be read). */
  readonly listScreenItems: number;
  /** The route of the app an address matches (`/competencies/:id`), or null. */
  routeOf(pathname: string): string | null;
  /** A screen's page with its route's title and description; null for an unknown address. */
  renderRoutePage(html: string, pageUrl: string): { route: string; html: string } | null;
  /**
   * An item's page from the API's anonymous answer for it (a course's and a kit's with their first
   * screen laid over it); null when that is not one.
   */
  renderItemPage(html: string, kind: ItemKind, item: unknown, pageUrl: string): string | null;
  /**
   * The course or kit list's page, with its first screen drawn from `items` (the first
   * `listScreenItems` of the API's anonymous answer); null when that is not a list of them.
   */
  renderListPage(html: string, kind: ListKind, items: unknown, pageUrl: string): string | null;
  /** The page of an item that is not there («Страница не найдена», noindex). */
  renderMissingPage(html: string, pageUrl: string): string | null;
}

interface PageHeadsModule {
  createPageHeads(translations: Record<string, unknown>): PageHeads;
}

/** Where the web build puts that module: dist-ssr/ beside the dist/ it serves to browsers. */
export const pageHeadsModulePath = (webDistDir: string) =>
  join(webDistDir, '..', 'dist-ssr', 'page-heads.js');

/**
 * The module, with the site's texts as the build serves them (dist/locales/ru: they can change
 * without a rebuild, and the app reads them there too); undefined for a build without it.
 */
export async function loadPageHeads(webDistDir: string): Promise<PageHeads | undefined> {
  const modulePath = pageHeadsModulePath(webDistDir);
  const locales = join(webDistDir, 'locales', 'ru');
  if (!existsSync(modulePath) || !existsSync(locales)) return undefined;
  const translations = Object.fromEntries(
    readdirSync(locales)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        file.slice(0, -'.json'.length),
        JSON.parse(readFileSync(join(locales, file), 'utf8')) as unknown,
      ]),
  );
  const { createPageHeads } = (await import(pathToFileURL(modulePath).href)) as PageHeadsModule;
  return createPageHeads(translations);
}
