// @vitest-environment node
// In Node, as the API runs it (its build: vite.ssr.config.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { Window } from 'happy-dom';
import { describe, expect, it, vi } from 'vitest';
import { writeHead } from '@/lib/seo/document-head';
import { buildKit, buildWebinar } from '@/testing/catalog-fixtures';
import info from '../../public/locales/ru/info.json';
import { createPageHeads, LIST_SCREEN_ITEMS, type Translations } from './page-heads';

/** The build's translations, as the API reads them from dist/locales/ru. */
const LOCALES = new URL('../../public/locales/ru/', import.meta.url);
const translations: Translations = Object.fromEntries(
  readdirSync(LOCALES).map((file) => [
    file.replace(/\.json$/, ''),
    JSON.parse(readFileSync(new URL(file, LOCALES), 'utf8')) as Record<string, unknown>,
  ]),
);
const {
  itemHeadTags,
  listScreenItems,
  renderItemPage,
  renderListPage,
  renderMissingPage,
  renderRoutePage,
} = createPageHeads(translations);

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

describe('an item’s page as the server sends it', () => {
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
    // The rest of the head is left as it was, the screen's styles added after it; the app's root
    // stays empty for the app.
    expect(html).toMatch(
      /<style id="theme-css"><\/style>(<style data-emotion="[\w -]+">[^<]*<\/style>)+<\/head><body><div id="boot-page"/,
    );
    expect(html).toMatch(/<div id="root"><\/div><\/body><\/html>$/);
  });

  it('lays the course’s first screen, drawn by the course page from the same answer, over the page', () => {
    const webinar = buildWebinar({
      id: 7,
      image: '/uploads/images/7.webp',
      price: 4900,
      final_price: 2900,
    });
    const page = parse(renderItemPage(INDEX_HTML, 'videocourse', webinar, COURSE_URL)!);
    const screen = page.getElementById('boot-page')!;
    // Stays only until the app's page of this address mounts (lib/boot-shell.ts).
    expect(screen.getAttribute('data-boot-path')).toBe('/videocourses/7');
    // Drawn for an anonymous visitor: a signed-in one's app takes it away as it starts.
    expect(screen.hasAttribute('data-boot-anonymous')).toBe(true);
    expect(screen.querySelector('h1')?.textContent).toBe(webinar.title);
    const cover = screen.querySelector('img')!;
    expect(cover.getAttribute('alt')).toBe(webinar.title);
    expect(cover.getAttribute('srcset')).toContain('/uploads/images/7-w640.webp 640w');
    expect(cover.getAttribute('fetchpriority')).toBe('high');
    // The crumbs link home and to the list; the price and the buttons of an anonymous visitor.
    expect([...screen.querySelectorAll('nav a')].map((a) => a.getAttribute('href'))).toEqual([
      '/',
      '/videocourses',
    ]);
    expect(screen.textContent).toMatch(/2\s900\s₽/);
    expect(screen.textContent).toMatch(/4\s900\s₽/);
    expect([...screen.querySelectorAll('button')].map((b) => b.textContent)).toContain('Купить');
    // The screen's styles in one element of the head, beside the theme's; every text translated.
    expect(screen.querySelectorAll('style[data-emotion]')).toHaveLength(0);
    const styles = page.head.querySelectorAll('style[data-emotion^="css "]');
    expect(styles).toHaveLength(1);
    expect(styles[0]!.getAttribute('data-emotion')!.split(' ').length).toBeGreaterThan(10);
    const firstClass = screen.querySelector('[class*="css-"]')!.className.match(/css-(\w+)/)![1]!;
    expect(styles[0]!.textContent).toContain(`.css-${firstClass}{`);
    expect(screen.textContent).not.toMatch(/\b(course|purchase|crumbs)\.\w+/);
    // The app's page mounts beneath with the same test ids: the copy answers to none.
    expect(screen.querySelectorAll('[data-testid]')).toHaveLength(0);
    expect(page.getElementById('root')?.innerHTML).toBe('');
  });

  it('writes a kit’s page as a schema.org Product, with the kit’s first screen', () => {
    const kit = buildKit({ id: 3 });
    const html = renderItemPage(INDEX_HTML, 'kit', kit, 'https://courses.example/kits/3');
    const page = parse(html!);
    const served = readHead(page);
    expect(served.title).toBe(`${kit.title} — Курсы психотерапевта`);
    expect(served.structuredData).toEqual([
      expect.objectContaining({ '@type': 'Product', sku: 'kit-3', name: kit.title }),
    ]);
    const screen = page.getElementById('boot-page')!;
    expect(screen.getAttribute('data-boot-path')).toBe('/kits/3');
    expect(screen.querySelector('h1')?.textContent).toBe(kit.title);
    const courses = [...screen.querySelectorAll('a[href^="/videocourses/"]')];
    expect(courses.map((a) => a.getAttribute('href'))).toEqual([
      '/videocourses/11',
      '/videocourses/12',
    ]);
    expect(screen.textContent).toMatch(/9\s900\s₽/);
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

  it('titles a competence’s page with the competence', () => {
    const competence = {
      id: 4,
      title: 'Семейная терапия',
      short_description: 'Кратко',
      description: ['Абзац'],
      image: '/uploads/images/4.png',
      sort: 1,
    };
    const url = 'https://courses.example/competencies/4';
    const page = parse(renderItemPage(INDEX_HTML, 'competence', competence, url)!);
    expect(page.title).toBe('Семейная терапия — Курсы психотерапевта');
    expect(page.head.querySelectorAll('meta[property]')).toHaveLength(0);
    // A text page: the app draws it.
    expect(page.getElementById('boot-page')).toBeNull();
  });

  it('leaves the page alone for an answer that is not an item of the kind', () => {
    expect(renderItemPage(INDEX_HTML, 'videocourse', buildKit(), COURSE_URL)).toBeNull();
    expect(renderItemPage(INDEX_HTML, 'kit', { id: 3 }, COURSE_URL)).toBeNull();
    expect(renderItemPage(INDEX_HTML, 'kit', null, COURSE_URL)).toBeNull();
  });
});

describe('the course and kit lists as the server sends them', () => {
  const LIST_URL = 'https://courses.example/videocourses';

  it('carry their route’s head and the list’s first screen, drawn by the list page from the answer', () => {
    const courses = Array.from({ length: 30 }, (_, index) =>
      buildWebinar({
        id: index + 1,
        title: `Курс ${index + 1}`,
        image: `/uploads/images/${index + 1}.webp`,
      }),
    );
    const page = parse(renderListPage(INDEX_HTML, 'videocourses', courses, LIST_URL)!);
    expect(page.title).toBe('Видеокурсы — Курсы психотерапевта');
    const screen = page.getElementById('boot-page')!;
    expect(screen.getAttribute('data-boot-path')).toBe('/videocourses');
    expect(screen.hasAttribute('data-boot-anonymous')).toBe(true);
    expect(screen.querySelector('h1')?.textContent).toBe('Видеокурсы');
    // The first screen's items, as the app shows them first; the first cover eager.
    const links = new Set(
      [...screen.querySelectorAll('a[href^="/videocourses/"]')].map((a) => a.getAttribute('href')),
    );
    expect(links.size).toBe(LIST_SCREEN_ITEMS);
    expect(links.has('/videocourses/1')).toBe(true);
    expect(links.has(`/videocourses/${LIST_SCREEN_ITEMS + 1}`)).toBe(false);
    expect(listScreenItems).toBe(LIST_SCREEN_ITEMS);
    const covers = [...screen.querySelectorAll('img')];
    expect(covers[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(covers[1]?.getAttribute('loading')).toBe('lazy');
    expect(screen.querySelectorAll('[data-testid]')).toHaveLength(0);
  });

  it('draw the kit list the same way, and nothing from an answer that is not a list of them', () => {
    const kits = [
      buildKit({ id: 3 }),
      buildKit({ id: 4, title: 'Второй комплект' }),
      ...Array.from({ length: LIST_SCREEN_ITEMS }, (_, index) =>
        buildKit({ id: 10 + index, title: `Комплект ${10 + index}` }),
      ),
    ];
    const page = parse(renderListPage(INDEX_HTML, 'kits', kits, 'https://courses.example/kits')!);
    expect(page.title).toBe('Комплекты — Курсы психотерапевта');
    const screen = page.getElementById('boot-page')!;
    expect(screen.textContent).toContain('Второй комплект');
    expect(screen.textContent).not.toContain(`Комплект ${10 + LIST_SCREEN_ITEMS - 2}`);
    expect(renderListPage(INDEX_HTML, 'kits', [buildWebinar()], LIST_URL)).toBeNull();
    expect(renderListPage(INDEX_HTML, 'videocourses', { webinars: [] }, LIST_URL)).toBeNull();
  });
});

describe('a screen’s page as the server sends it', () => {
  const SITE = 'https://courses.example';

  it('carries its route’s title and description, the head the app writes for it', () => {
    const about = renderRoutePage(INDEX_HTML, `${SITE}/about`)!;
    expect(about.route).toBe('/about');
    const served = readHead(parse(about.html));
    expect(served.title).toBe(`${info.about.title} — Курсы психотерапевта`);
    expect(served.descriptions).toEqual([info.about.lead]);
    expect(served.properties).toEqual({});
    expect(served.structuredData).toEqual([]);
  });

  it('names the route an address matched, so every address of a route shares one page', () => {
    expect(renderRoutePage(INDEX_HTML, `${SITE}/competencies/12`)?.route).toBe('/competencies/:id');
    expect(renderRoutePage(INDEX_HTML, `${SITE}/admin/videocourses/create`)?.route).toBe(
      '/admin/videocourses/create',
    );
    expect(renderRoutePage(INDEX_HTML, `${SITE}/`)?.route).toBe('/');
    expect(readHead(parse(renderRoutePage(INDEX_HTML, `${SITE}/`)!.html)).title).toBe(
      'Курсы психотерапевта',
    );
  });

  it('leaves an address no route matches to the app, and one that does not decode', () => {
    expect(renderRoutePage(INDEX_HTML, `${SITE}/no/such/page`)).toBeNull();
    const warn = vi.spyOn(console, 'warn');
    expect(renderRoutePage(INDEX_HTML, `${SITE}/competencies/%E0%A4%A`)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps a missing item’s page out of search, as the app does', () => {
    const served = readHead(parse(renderMissingPage(INDEX_HTML, `${SITE}/videocourses/999`)!));
    expect(served.title).toBe('Страница не найдена — Курсы психотерапевта');
    expect(renderMissingPage(INDEX_HTML, `${SITE}/videocourses/999`)).not.toContain('boot-page');
    expect(
      parse(renderMissingPage(INDEX_HTML, `${SITE}/videocourses/999`)!)
        .head.querySelector('meta[name="robots"]')
        ?.getAttribute('content'),
    ).toBe('noindex');
  });
});
