import i18next from 'i18next';
import { z } from 'zod';
import { matchRoutes } from 'react-router-dom';
import { FIRST_SCREEN_ITEMS } from '@/components/ui/progressive-list';
import { competenceSchema } from '@/features/catalog/content-schemas';
import { courseMeta, kitMeta } from '@/features/catalog/share-meta';
import { kitSchema, webinarSchema } from '@/lib/catalog/schemas';
import { baseI18nOptions } from '@/lib/i18n';
import type { HeadTags } from '@/lib/seo/document-head';
import { headTags } from '@/lib/seo/head-tags';
import { type PageMeta, titleMeta } from '@/lib/seo/page-meta';
import { ROUTE_META, type RouteMeta, type TextKey } from '@/lib/seo/route-meta';
import { withBootPage } from './boot-page';
import { type CatalogScreen, createCatalogScreens } from './catalog-screens';

/** The pages whose head comes from their item: a course's, a kit's and a competence's. */
export type ItemKind = 'videocourse' | 'kit' | 'competence';

/** The catalog's lists, whose first screen the server draws from the API's anonymous answer. */
export type ListKind = 'videocourses' | 'kits';

/** The site's translations as the build serves them: namespace → the JSON of locales/ru/<ns>.json. */
export type Translations = Record<string, Record<string, unknown>>;

/** A page as sent, and the route it was written for (every address of a route gets the same). */
export interface RoutePage {
  route: string;
  html: string;
}

/** An item of the API's answer: what its page says of it once loaded, and its first screen if drawn. */
interface ParsedItem {
  /** DetailPage's `meta` of the item. */
  page: PageMeta;
  screen: CatalogScreen | null;
}

/** The API's answer for an item of each kind, read as the app reads it; null when it is not one. */
const ITEM_OF: Record<ItemKind, (body: unknown) => ParsedItem | null> = {
  videocourse: (body) => {
    const parsed = webinarSchema.safeParse(body);
    return parsed.success
      ? { page: courseMeta(parsed.data), screen: { kind: 'videocourse', data: parsed.data } }
      : null;
  },
  kit: (body) => {
    const parsed = kitSchema.safeParse(body);
    return parsed.success
      ? { page: kitMeta(parsed.data), screen: { kind: 'kit', data: parsed.data } }
      : null;
  },
  competence: (body) => {
    const parsed = competenceSchema.safeParse(body);
    return parsed.success ? { page: titleMeta(parsed.data), screen: null } : null;
  },
};

/**
 * How many items of a list its first screen draws: two rows of the widest grid's four columns, the
 * first screen at any width (a phone shows one or two). The app's page then shows its first step of
 * the progressive list below them. The server asks the API for no more: a longer screen was more
 * HTML, a longer first layout, more lazy covers fetched beside the largest one, and its removal when
 * the app's page mounts took 80 ms of a phone's main thread under Lighthouse, whose invalidation
 * tracking records every node removed (docs/performance-journal.md, Lighthouse, "In the afternoon
 * of 3 December").
 */
export const LIST_SCREEN_ITEMS = FIRST_SCREEN_ITEMS;

/**
 * The API's answer for a list (its `webinars` or `kits`), read as the app reads it, cut to the
 * first screen's items; null when it is not one.
 */
const LIST_OF: Record<ListKind, (body: unknown) => CatalogScreen | null> = {
  videocourses: (body) => {
    const parsed = z.array(webinarSchema).safeParse(body);
    return parsed.success
      ? { kind: 'videocourses', data: parsed.data.slice(0, LIST_SCREEN_ITEMS) }
      : null;
  },
  kits: (body) => {
    const parsed = z.array(kitSchema).safeParse(body);
    return parsed.success ? { kind: 'kits', data: parsed.data.slice(0, LIST_SCREEN_ITEMS) } : null;
  },
};

// The screens' routes as the router ranks them; '*' is whatever the app does not know.
const ROUTES = Object.keys(ROUTE_META)
  .filter((path) => path !== '*')
  .map((path) => ({ path }));

/** Whether a path's percent-escapes decode (the router warns on the console of each that does not). */
const decodes = (pathname: string) => {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
};

const routeOf = (pathname: string): string | null =>
  decodes(pathname) ? (matchRoutes(ROUTES, pathname)?.at(-1)?.route.path ?? null) : null;

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};

/** Text made safe in element content and in double-quoted attributes. */
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => HTML_ENTITIES[c]!);

/** The tags as HTML, in the elements document-head.ts finds and reuses. */
export function headMarkup(tags: HeadTags): string {
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${escapeHtml(name)}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(tags.title)}</title>`,
    meta('name', 'description', tags.description),
    ...(tags.robots ? [meta('name', 'robots', tags.robots)] : []),
    ...Object.entries(tags.properties).map(([name, content]) => meta('property', name, content)),
    // headTags escapes `<` in the JSON, so the text cannot close its element.
    ...(tags.structuredData
      ? [`<script type="application/ld+json">${tags.structuredData}</script>`]
      : []),
  ].join('');
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/;

/** index.html (or home.html) with `head` in place of the site's title and description. */
function withHead(html: string, head: string): string | null {
  if (!TITLE.test(html)) return null;
  return html.replace(DESCRIPTION, '').replace(TITLE, () => head);
}

/**
 * Writes into the page the server sends the head the app writes (page-head.tsx) once the page is
 * on screen: what a link preview or a crawler that runs no script reads. The same route table, the
 * same translations (the build's locale files, read by the server, as the browser reads them) and
 * the same `headTags`; for an item's page, the same answer of the API.
 */
export function createPageHeads(translations: Translations) {
  const i18n = i18next.createInstance();
  void i18n.init({
    ...baseI18nOptions,
    lng: 'ru',
    resources: { ru: translations },
    initAsync: false,
    // Every text is given: the screens render at once, with nothing to wait for.
    react: { useSuspense: false },
  });
  const renderScreen = createCatalogScreens(i18n);
  const t = (key: TextKey): string => i18n.t(key);

  const tagsOf = (route: RouteMeta | null, page: PageMeta | null, pageUrl: string): HeadTags =>
    headTags({
      site: { name: t('appTitle'), origin: new URL(pageUrl).origin, url: pageUrl },
      siteDescription: t('pages:home.lead'),
      route: {
        title: route ? t(route.title) : '',
        description: route?.description ? t(route.description) : null,
      },
      page,
    });

  const routeMetaOf = (pageUrl: string): { route: string; meta: RouteMeta } | null => {
    const route = routeOf(new URL(pageUrl).pathname);
    return route ? { route, meta: ROUTE_META[route]! } : null;
  };

  /** The page with `screen` drawn for the route of its address and laid over it. */
  const withScreen = (page: string, screen: CatalogScreen, pageUrl: string): string => {
    const { pathname } = new URL(pageUrl);
    const route = routeOf(pathname);
    if (!route) return page;
    const drawn = renderScreen(screen, pathname, route);
    return (
      withBootPage(page, { screen: drawn, pathname, header: 'light', anonymous: true }) ?? page
    );
  };

  const itemTags = (parsed: ParsedItem, pageUrl: string): HeadTags =>
    tagsOf(routeMetaOf(pageUrl)?.meta ?? null, parsed.page, pageUrl);

  const itemHeadTags = (kind: ItemKind, item: unknown, pageUrl: string): HeadTags | null => {
    const parsed = ITEM_OF[kind](item);
    return parsed && itemTags(parsed, pageUrl);
  };

  return {
    /** How many items of a list `renderListPage` draws: the server need read no more. */
    listScreenItems: LIST_SCREEN_ITEMS,

    /** The route an address matches (`/competencies/:id`), or null: every address of a route gets the same page. */
    routeOf,

    /**
     * The head of an item's page once the item has loaded: `item` is the `webinar`, `kit` or
     * `competence` of the API's answer, as an anonymous visitor gets it. Null when that is not an
     * item of the kind.
     */
    itemHeadTags,

    /**
     * The page of an item, with that head; a course's and a kit's also with their first screen,
     * drawn by the app's page from the same answer and laid over the page until the app's mounts.
     */
    renderItemPage(html: string, kind: ItemKind, item: unknown, pageUrl: string): string | null {
      const parsed = ITEM_OF[kind](item);
      const page = parsed && withHead(html, headMarkup(itemTags(parsed, pageUrl)));
      return page && parsed?.screen ? withScreen(page, parsed.screen, pageUrl) : page;
    },

    /**
     * The page of the course or kit list, with its route's head and its first screen drawn by the
     * app's page from `items`, the list of the API's answer. Null when that is not a list of them.
     */
    renderListPage(html: string, kind: ListKind, items: unknown, pageUrl: string): string | null {
      const screen = LIST_OF[kind](items);
      const matched = routeMetaOf(pageUrl);
      if (!screen || !matched) return null;
      const page = withHead(html, headMarkup(tagsOf(matched.meta, null, pageUrl)));
      return page && withScreen(page, screen, pageUrl);
    },

    /**
     * The page of a screen whose head comes from its route (every page but an item's): its title
     * and description. Null for an address no route of the app matches (the app shows its 404).
     */
    renderRoutePage(html: string, pageUrl: string): RoutePage | null {
      const matched = routeMetaOf(pageUrl);
      if (!matched) return null;
      const page = withHead(html, headMarkup(tagsOf(matched.meta, null, pageUrl)));
      return page === null ? null : { route: matched.route, html: page };
    },

    /** The page of an item that is not there: the app's «Страница не найдена», kept out of search. */
    renderMissingPage(html: string, pageUrl: string): string | null {
      const missing: PageMeta = { title: t('pages.notFound.title'), noindex: true };
      return withHead(
        html,
        headMarkup(tagsOf(routeMetaOf(pageUrl)?.meta ?? null, missing, pageUrl)),
      );
    },
  };
}

export type PageHeads = ReturnType<typeof createPageHeads>;
