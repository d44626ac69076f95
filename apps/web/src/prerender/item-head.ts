import { courseMeta, kitMeta } from '@/features/catalog/share-meta';
import { kitSchema, webinarSchema } from '@/lib/catalog/schemas';
import { IMAGE_SIZES, ITEM_PAGE_COVER_SIZES, variantSrcSet } from '@/lib/image-variants';
import type { HeadTags } from '@/lib/seo/document-head';
import { headTags } from '@/lib/seo/head-tags';
import type { PageMeta } from '@/lib/seo/page-meta';
import common from '../../public/locales/ru/common.json';
import pages from '../../public/locales/ru/pages.json';

/** The pages whose head the server writes: a course's and a kit's. */
export type ItemKind = 'videocourse' | 'kit';

/** What the head needs of an item: what its page says of it, and its cover. */
interface ItemPage {
  meta: PageMeta;
  image: string | null;
}

const PAGE_OF: Record<ItemKind, (body: unknown) => ItemPage | null> = {
  videocourse: (body) => {
    const parsed = webinarSchema.safeParse(body);
    return parsed.success ? { meta: courseMeta(parsed.data), image: parsed.data.image } : null;
  },
  kit: (body) => {
    const parsed = kitSchema.safeParse(body);
    return parsed.success ? { meta: kitMeta(parsed.data), image: parsed.data.image } : null;
  },
};

const tagsOf = (page: PageMeta, pageUrl: string): HeadTags =>
  headTags({
    site: { name: common.appTitle, origin: new URL(pageUrl).origin, url: pageUrl },
    siteDescription: pages.home.lead,
    route: { title: page.title, description: null },
    page,
  });

/**
 * The head the app writes on an item's page once it has loaded the item (page-head.tsx), worked
 * out from the same answer of the API: `item` is the `webinar` or `kit` of its JSON, as an
 * anonymous visitor gets it. Null when that is not an item of the kind.
 */
export function itemHeadTags(kind: ItemKind, item: unknown, pageUrl: string): HeadTags | null {
  const page = PAGE_OF[kind](item);
  return page && tagsOf(page.meta, pageUrl);
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** The tags as HTML, in the elements document-head.ts finds and reuses. */
export function headMarkup(tags: HeadTags): string {
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${escapeAttribute(name)}" content="${escapeAttribute(content)}" />`;
  return [
    `<title>${escapeText(tags.title)}</title>`,
    meta('name', 'description', tags.description),
    ...(tags.robots ? [meta('name', 'robots', tags.robots)] : []),
    ...Object.entries(tags.properties).map(([name, content]) => meta('property', name, content)),
    // headTags escapes `<` in the JSON, so the text cannot close its element.
    ...(tags.structuredData
      ? [`<script type="application/ld+json">${tags.structuredData}</script>`]
      : []),
  ].join('');
}

/**
 * The cover the page shows first (its largest paint), asked for with the HTML rather than after
 * the scripts and the item have arrived: the same candidates and `sizes` as the page's image
 * (ResponsiveImage), so the browser picks the same file once for both. At an image's default
 * priority, not high: nothing of the page shows before its scripts have run, so they go first, and
 * the image's own `fetchpriority` raises it once it is on the page. None for an item without an
 * image of its own: its generated cover is drawn by the app.
 */
export function coverPreload(image: string | null): string {
  if (!image) return '';
  const srcSet = variantSrcSet(image);
  const source = srcSet
    ? `imagesrcset="${escapeAttribute(srcSet)}" imagesizes="${IMAGE_SIZES[ITEM_PAGE_COVER_SIZES]}"`
    : `href="${escapeAttribute(image)}"`;
  return `<link rel="preload" as="image" ${source} />`;
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/;

/**
 * index.html with an item page's own head in place of the site's title and description (what a
 * link preview or a crawler that runs no script reads), and its cover preloaded. Null when the item is not one (the page
 * then goes out as it is, and the app shows what it shows for a missing item).
 */
export function renderItemPage(
  html: string,
  kind: ItemKind,
  item: unknown,
  pageUrl: string,
): string | null {
  const page = PAGE_OF[kind](item);
  if (!page || !TITLE.test(html)) return null;
  const head = headMarkup(tagsOf(page.meta, pageUrl)) + coverPreload(page.image);
  return html.replace(DESCRIPTION, '').replace(TITLE, () => head);
}
