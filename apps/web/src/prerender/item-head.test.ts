// @vitest-environment node
// In Node, as the API runs it (its build: vite.ssr.config.ts).
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { writeHead } from '@/lib/seo/document-head';
import { buildKit, buildWebinar } from '@/testing/catalog-fixtures';
import { IMAGE_SIZES, variantSrcSet } from '@/lib/image-variants';
import { coverPreload, itemHeadTags, renderItemPage } from './item-head';

const INDEX_HTML = `<!doctype html><html lang="ru"><head><meta charset="UTF-8" />
<meta
      name="description"
      content="Видеокурсы психотерапевта"
    />
    <title>Курсы психотерапевта</title><style id="theme-css"></style></head><body><div id="root"></div></body></html>`;

const parse = (html: string) => new new Window().DOMParser().parseFromString(html, 'text/html');

/** What a link preview reads of a page: its title, description, Open Graph and JSON-LD. */
function readHead(document: ReturnType<typeof parse>) {
  const ld = document.head.querySelectorAll('script[type="application/ld+json"]');
  return {
    title: document.title,
    descriptions: [...document.head.querySelectorAll('meta[name="description"]')].map((meta) =>
      meta.getAttribute('content'),
    ),
    properties: Object.fromEntries(
      [...document.head.querySelectorAll('meta[property]')].map((meta) => [
        meta.getAttribute('property'),
        meta.getAttribute('content'),
      ]),
    ),
    structuredData: [...ld].map((script) => JSON.parse(script.textContent ?? '') as unknown),
  };
}

const COURSE_URL = 'https://courses.example/videocourses/7';

describe('renderItemPage', () => {
  it('writes the head the app writes once the course has loaded, in place of the site’s', () => {
    const webinar = buildWebinar({ id: 7, image: '/uploads/images/7.webp', final_price: 2900 });
    const html = renderItemPage(INDEX_HTML, 'videocourse', webinar, COURSE_URL);
    expect(html).not.toBeNull();
    const served = readHead(parse(html!));

    // The same tags, written into a document by the app's own head writer.
    const tags = itemHeadTags('videocourse', webinar, COURSE_URL)!;
    const app = parse(INDEX_HTML);
    writeHead(app as unknown as Document, tags);
    expect(served).toEqual(readHead(app));

    expect(served.title).toBe(`${webinar.title} — Курсы психотерапевта`);
    expect(served.descriptions).toEqual([webinar.short_description]);
    expect(served.properties).toMatchObject({
      'og:type': 'product',
      'og:title': webinar.title,
      'og:url': COURSE_URL,
      'og:image': 'https://courses.example/uploads/images/7.webp',
      'product:price:amount': '2900',
      'product:price:currency': 'RUB',
    });
    expect(served.structuredData).toEqual([
      expect.objectContaining({ '@type': 'Course', name: webinar.title, url: COURSE_URL }),
    ]);
    // Everything else in the page is left as it was.
    expect(html).toContain('<style id="theme-css"></style></head><body><div id="root"></div>');
  });

  it('writes a kit’s page as a schema.org Product', () => {
    const kit = buildKit({ id: 3 });
    const html = renderItemPage(INDEX_HTML, 'kit', kit, 'https://courses.example/kits/3');
    const served = readHead(parse(html!));
    expect(served.title).toBe(`${kit.title} — Курсы психотерапевта`);
    expect(served.structuredData).toEqual([
      expect.objectContaining({ '@type': 'Product', sku: 'kit-3', name: kit.title }),
    ]);
  });

  it('keeps markup in a title or description text, and a script tag in the JSON-LD, inert', () => {
    const title = 'Границы "без" <script>alert(1)</script> & </script><b>';
    const webinar = buildWebinar({ title, short_description: 'Кавычки " и <теги>' });
    const html = renderItemPage(INDEX_HTML, 'videocourse', webinar, COURSE_URL)!;
    const page = parse(html);
    expect(page.querySelectorAll('script')).toHaveLength(1);
    expect(page.querySelectorAll('b')).toHaveLength(0);
    const served = readHead(page);
    expect(served.title).toBe(`${title} — Курсы психотерапевта`);
    expect(served.descriptions).toEqual(['Кавычки " и <теги>']);
    expect(served.properties['og:title']).toBe(title);
    expect(served.structuredData).toEqual([expect.objectContaining({ name: title })]);
  });

  it('preloads the cover the page shows first, with the candidates and sizes of the page’s image', () => {
    const image = '/uploads/images/7.png';
    const html = renderItemPage(INDEX_HTML, 'kit', buildKit({ image }), COURSE_URL)!;
    const links = parse(html).head.querySelectorAll('link[rel="preload"][as="image"]');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('imagesrcset')).toBe(variantSrcSet(image));
    expect(links[0]!.getAttribute('imagesizes')).toBe(IMAGE_SIZES.page);
    expect(links[0]!.getAttribute('fetchpriority')).toBeNull();
  });

  it('preloads an image without variants by its address, and nothing for a generated cover', () => {
    expect(coverPreload('https://cdn.example/a "b".jpg')).toBe(
      '<link rel="preload" as="image" href="https://cdn.example/a &quot;b&quot;.jpg" />',
    );
    const html = renderItemPage(
      INDEX_HTML,
      'videocourse',
      buildWebinar({ image: null }),
      COURSE_URL,
    )!;
    expect(parse(html).head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
  });

  it('leaves the page alone for an answer that is not an item of the kind', () => {
    expect(renderItemPage(INDEX_HTML, 'videocourse', buildKit(), COURSE_URL)).toBeNull();
    expect(renderItemPage(INDEX_HTML, 'kit', { id: 3 }, COURSE_URL)).toBeNull();
    expect(renderItemPage(INDEX_HTML, 'kit', null, COURSE_URL)).toBeNull();
  });
});
