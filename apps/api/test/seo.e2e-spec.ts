import { Competence } from '../src/modules/content/entities/competence.entity.js';
import type { Kit } from '../src/modules/kits/entities/kit.entity.js';
import type { Webinar } from '../src/modules/webinars/entities/webinar.entity.js';
import { createKit, createWebinar } from './support/catalog-factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const ORIGIN = 'https://psy.example';

/**
 * Checks that a document is well-formed XML of the kind a sitemap is: one root, every element
 * closed in order, no stray '<' and no '&' outside an entity. Returns the element names in order.
 */
function wellFormedElements(xml: string): string[] {
  const body = xml.replace(/^<\?xml [^?]*\?>\s*/, '');
  const names: string[] = [];
  const open: string[] = [];
  let roots = 0;
  for (const token of body.split(/(<[^<>]*>)/).filter(Boolean)) {
    if (!token.startsWith('<')) {
      expect(token).not.toMatch(/[<>]|&(?!(amp|lt|gt|quot|apos);)/);
      if (open.length === 0) expect(token.trim()).toBe('');
      continue;
    }
    const closing = /^<\/([A-Za-z][\w:.-]*)>$/.exec(token);
    if (closing) {
      expect(open.pop()).toBe(closing[1]);
      continue;
    }
    const opening = /^<([A-Za-z][\w:.-]*)(\s+[\w:.-]+="[^"<&]*")*\s*>$/.exec(token);
    expect(opening).not.toBeNull();
    if (open.length === 0) roots += 1;
    open.push(opening![1]!);
    names.push(opening![1]!);
  }
  expect(open).toEqual([]);
  expect(roots).toBe(1);
  return names;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);

describe('robots.txt and sitemap.xml', () => {
  let t: TestApp;
  let course: Webinar;
  let hiddenCourse: Webinar;
  let kit: Kit;
  let hiddenKit: Kit;
  let competence: Competence;

  beforeAll(async () => {
    t = await createTestApp({ WEB_URL: `${ORIGIN}/` });
    course = await createWebinar(t.dataSource, { title: 'Личные границы & отношения' });
    hiddenCourse = await createWebinar(t.dataSource, { title: 'Черновик', isActive: false });
    kit = await createKit(t.dataSource, [course], { title: 'Семья' });
    hiddenKit = await createKit(t.dataSource, [course], { title: 'Скрытый', isActive: false });
    competence = await t.dataSource
      .getRepository(Competence)
      .save({ title: 'Кризисная психология', shortDescription: '', description: [], sort: 1 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('robots.txt allows public pages, keeps crawlers out of private ones and names the sitemap', async () => {
    const response = await t.http().get('/robots.txt').expect(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const lines = response.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const prefix of ['/account', '/admin', '/api']) {
      expect(lines).toContain(`Disallow: ${prefix}`);
    }
    expect(lines.filter((line) => line.startsWith('Disallow: '))).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('sitemap.xml is well-formed and lists the public pages, active courses and kits by SPA URL', async () => {
    const response = await t.http().get('/sitemap.xml').buffer(true).expect(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.text;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const elements = wellFormedElements(xml);
    expect(elements[0]).toBe('urlset');
    expect(new Set(elements.slice(1))).toEqual(new Set(['url', 'loc', 'lastmod']));

    const urls = locs(xml);
    expect(urls.every((url) => url.startsWith(`${ORIGIN}/`))).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
    for (const path of ['/', '/videocourses', '/kits', '/about', '/contacts', '/certificates']) {
      expect(urls).toContain(`${ORIGIN}${path}`);
    }
    expect(urls).toContain(`${ORIGIN}/videocourses/${course.id}`);
    expect(urls).toContain(`${ORIGIN}/kits/${kit.id}`);
    expect(urls).toContain(`${ORIGIN}/competencies/${competence.id}`);
    expect(urls).not.toContain(`${ORIGIN}/videocourses/${hiddenCourse.id}`);
    expect(urls).not.toContain(`${ORIGIN}/kits/${hiddenKit.id}`);
    expect(urls.some((url) => /\/(account|admin|api)(\/|$)/.test(url))).toBe(false);
  });

  it('dates an item page by its last change', async () => {
    const xml = (await t.http().get('/sitemap.xml').expect(200)).text;
    const entry = new RegExp(
      `<url><loc>${ORIGIN}/videocourses/${course.id}</loc><lastmod>([^<]+)</lastmod></url>`,
    ).exec(xml);
    expect(new Date(entry![1]!).toISOString()).toBe(course.updatedAt.toISOString());
  });

  it('drops a course from the sitemap once it is hidden', async () => {
    const later = await createWebinar(t.dataSource, { title: 'Скоро скроем' });
    const url = `${ORIGIN}/videocourses/${later.id}`;
    expect(locs((await t.http().get('/sitemap.xml').expect(200)).text)).toContain(url);
    await t.dataSource.query('UPDATE webinars SET is_active = false WHERE id = $1', [later.id]);
    expect(locs((await t.http().get('/sitemap.xml').expect(200)).text)).not.toContain(url);
  });

  // Jest cannot load the static-file plugin, so the SPA fallback beside these routes is checked by
  // the browser journey against the production build (scripts/e2e/seo.journey.mjs).
  it('answers HEAD at the root and nothing under /api', async () => {
    const head = await t.http().head('/sitemap.xml').expect(200);
    expect(head.headers['content-type']).toBe('application/xml; charset=utf-8');
    await t.http().head('/robots.txt').expect(200);
    await t.http().get('/api/robots.txt').expect(404);
    await t.http().get('/api/sitemap.xml').expect(404);
  });

  it('stays out of the OpenAPI document', async () => {
    const document = (await t.http().get('/api/docs-json').expect(200)).body as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths).filter((path) => /robots|sitemap/.test(path))).toEqual([]);
  });
});
