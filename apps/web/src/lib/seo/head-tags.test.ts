import { describe, expect, it } from 'vitest';
import { absoluteUrl, composeTitle, headTags, summarize } from './head-tags';
import type { PageMeta } from './page-meta';

const site = {
  name: 'Курсы психотерапевта',
  origin: 'https://psy.example',
  url: 'https://psy.example/videocourses/7',
};
const route = { title: 'Видеокурс', description: 'О курсах' };

describe('head tags', () => {
  it('names the page before the site, and the site alone on its home page', () => {
    expect(composeTitle('Контакты', site.name)).toBe('Контакты — Курсы психотерапевта');
    expect(composeTitle(site.name, site.name)).toBe('Курсы психотерапевта');
    expect(composeTitle('', site.name)).toBe('Курсы психотерапевта');
  });

  it('cuts a long description at a word, on one line', () => {
    expect(summarize('  Коротко\n о  курсе ')).toBe('Коротко о курсе');
    const long = `${'слово '.repeat(40)}конец`;
    const cut = summarize(long, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut).toMatch(/^(слово )+слово…$/);
  });

  it('makes site-relative addresses absolute and keeps absolute ones', () => {
    expect(absoluteUrl('/uploads/images/a.webp', site.origin)).toBe(
      'https://psy.example/uploads/images/a.webp',
    );
    expect(absoluteUrl('https://cdn.example/a.png', site.origin)).toBe('https://cdn.example/a.png');
  });

  it("uses the route's words until the page says its own, and the site's description last", () => {
    expect(headTags({ site, siteDescription: 'Сайт', route, page: null })).toEqual({
      title: 'Видеокурс — Курсы психотерапевта',
      description: 'О курсах',
      robots: null,
      properties: {},
      structuredData: null,
    });
    const bare = headTags({
      site,
      siteDescription: 'Сайт',
      route: { title: 'Мои покупки', description: null },
      page: null,
    });
    expect(bare.description).toBe('Сайт');
  });

  it('shares a page that asks for it, with absolute picture and escaped JSON-LD', () => {
    const page: PageMeta = {
      title: 'Личные границы',
      description: 'Курс о границах',
      share: {
        type: 'product',
        image: '/uploads/a.webp',
        properties: { 'product:price:amount': '4900' },
      },
      structuredData: (context) => ({ '@type': 'Course', url: context.url, name: '</script>' }),
    };
    const tags = headTags({ site, siteDescription: 'Сайт', route, page });
    expect(tags.title).toBe('Личные границы — Курсы психотерапевта');
    expect(tags.properties).toEqual({
      'og:type': 'product',
      'og:title': 'Личные границы',
      'og:description': 'Курс о границах',
      'og:url': 'https://psy.example/videocourses/7',
      'og:image': 'https://psy.example/uploads/a.webp',
      'og:site_name': 'Курсы психотерапевта',
      'og:locale': 'ru_RU',
      'product:price:amount': '4900',
    });
    expect(tags.structuredData).not.toContain('</script>');
    expect(JSON.parse(tags.structuredData!)).toEqual({
      '@type': 'Course',
      url: 'https://psy.example/videocourses/7',
      name: '</script>',
    });
  });

  it('keeps a missing page out of the index', () => {
    const tags = headTags({
      site,
      siteDescription: 'Сайт',
      route,
      page: { title: 'Нет', noindex: true },
    });
    expect(tags.robots).toBe('noindex');
  });
});
