import { images } from '@/config/paths';
import type { Kit, Webinar } from '@/lib/catalog/schemas';
import { absoluteUrl } from '@/lib/seo/head-tags';
import type { PageMeta, SiteContext } from '@/lib/seo/page-meta';

const CURRENCY = 'RUB';
const SCHEMA = 'https://schema.org';

type Sold = Pick<Webinar | Kit, 'image' | 'final_price'>;

// Link previews need a picture; an item without its own shares the catalog's placeholder.
const pictureOf = (item: Sold) => item.image || images.coursePlaceholder;

/** Open Graph for an item on sale: a product with its current price in roubles. */
const shareOf = (item: Sold): PageMeta['share'] => ({
  type: 'product',
  image: pictureOf(item),
  properties: {
    'product:price:amount': String(item.final_price),
    'product:price:currency': CURRENCY,
  },
});

/** schema.org Offer: what this page sells, at the price everyone is offered today. */
const offerOf = (item: Sold, site: SiteContext) => ({
  '@type': 'Offer',
  price: item.final_price,
  priceCurrency: CURRENCY,
  availability: `${SCHEMA}/InStock`,
  url: site.url,
});

/** The author's site, as the provider of a course and the brand of a kit. */
const siteAs = (type: string, site: SiteContext) => ({
  '@type': type,
  name: site.name,
  url: `${site.origin}/`,
});

/** A course page's head: its title, short description, picture and schema.org Course. */
export function courseMeta(webinar: Webinar): PageMeta {
  const description = webinar.short_description.trim() || webinar.description.join(' ');
  return {
    title: webinar.title,
    description,
    share: shareOf(webinar),
    structuredData: (site) => ({
      '@context': SCHEMA,
      '@type': 'Course',
      name: webinar.title,
      ...(description ? { description } : {}),
      url: site.url,
      image: absoluteUrl(pictureOf(webinar), site.origin),
      inLanguage: 'ru',
      provider: siteAs('Organization', site),
      ...(webinar.tags.length ? { keywords: webinar.tags.map((tag) => tag.title).join(', ') } : {}),
      offers: { ...offerOf(webinar, site), category: webinar.final_price > 0 ? 'Paid' : 'Free' },
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online' },
    }),
  };
}

/** A kit page's head: its title, description, picture and schema.org Product with its Offer. */
export function kitMeta(kit: Kit): PageMeta {
  const description = kit.description.trim();
  return {
    title: kit.title,
    description,
    share: shareOf(kit),
    structuredData: (site) => ({
      '@context': SCHEMA,
      '@type': 'Product',
      name: kit.title,
      ...(description ? { description } : {}),
      url: site.url,
      image: absoluteUrl(pictureOf(kit), site.origin),
      sku: `kit-${kit.id}`,
      brand: siteAs('Brand', site),
      offers: offerOf(kit, site),
    }),
  };
}
