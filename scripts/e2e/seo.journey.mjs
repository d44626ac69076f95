// What a search engine and a link preview read: robots.txt and sitemap.xml from the production
// server (beside the SPA, not swallowed by its fallback), a title and description of its own on every
// page the sitemap lists, and Open Graph and schema.org markup on a course and a kit page.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { productInBrowser } from './support/site.mjs';

/* global document, window, PopStateEvent -- the functions below run in the page, through page.evaluate */

const SITE = 'Курсы психотерапевта';

const site = productInBrowser();

/** The head as the page has it now: title, description, Open Graph and the JSON-LD. */
const readHead = (page) =>
  page.evaluate(() => {
    const ld = document.head.querySelector('script[type="application/ld+json"]');
    return {
      title: document.title,
      description: document.head.querySelector('meta[name="description"]')?.content ?? null,
      robots: document.head.querySelector('meta[name="robots"]')?.content ?? null,
      og: Object.fromEntries(
        [...document.head.querySelectorAll('meta[property]')].map((meta) => [
          meta.getAttribute('property'),
          meta.content,
        ]),
      ),
      structuredData: ld ? JSON.parse(ld.textContent) : null,
    };
  });

/** Waits until the page's title is no longer the route's placeholder (an item has loaded). */
const waitForTitle = (page, title) =>
  page.waitForFunction((expected) => document.title === expected, title);

test('robots.txt and sitemap.xml are served beside the SPA', async () => {
  const robots = await fetch(`${site.server.url}/robots.txt`);
  assert.equal(robots.status, 200);
  assert.equal(robots.headers.get('content-type'), 'text/plain; charset=utf-8');
  const rules = (await robots.text()).split('\n');
  for (const prefix of ['/account', '/admin', '/api'])
    assert.ok(rules.includes(`Disallow: ${prefix}`));
  assert.ok(rules.includes(`Sitemap: ${site.server.url}/sitemap.xml`));

  const sitemap = await fetch(`${site.server.url}/sitemap.xml`, {
    headers: { 'accept-encoding': 'br' },
  });
  assert.equal(sitemap.status, 200);
  assert.equal(sitemap.headers.get('content-type'), 'application/xml; charset=utf-8');
  const xml = await sitemap.text();
  assert.match(xml, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);

  const [courses, kits] = await Promise.all([
    site.server.sql('SELECT id, is_active FROM webinars'),
    site.server.sql('SELECT id, is_active FROM kits'),
  ]);
  for (const [section, rows] of [
    ['videocourses', courses],
    ['kits', kits],
  ]) {
    for (const { id, is_active: active } of rows) {
      const listed = xml.includes(`<loc>${site.server.url}/${section}/${id}</loc>`);
      assert.equal(listed, active, `${section}/${id} is ${active ? '' : 'not '}in the sitemap`);
    }
  }
  // Still the SPA for its own routes, and a 404 for a file that does not exist.
  const page = await fetch(`${site.server.url}/videocourses`);
  assert.match(page.headers.get('content-type'), /^text\/html/);
  assert.equal((await fetch(`${site.server.url}/nothing-here.txt`)).status, 404);
});

test('every page in the sitemap has a title and a description of its own, in the page as sent too', async () => {
  const xml = await (await fetch(`${site.server.url}/sitemap.xml`)).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  assert.ok(urls.length > 12, 'the demo catalog adds course and kit pages');
  const page = await site.browser.newPage({
    viewport: { width: 390, height: 844 },
    locale: 'ru-RU',
  });
  // The page as the server sends it, scripts off: what a link preview reads.
  const noScript = await site.browser.newContext({ locale: 'ru-RU', javaScriptEnabled: false });
  const still = await noScript.newPage();
  const seen = new Map();
  for (const url of urls) {
    await still.goto(url);
    const served = await readHead(still);
    await page.goto(url);
    // Item pages first show their route's title, then the item's: wait for the JSON-LD or the h1.
    await page.locator('h1').first().waitFor();
    if (/\/(videocourses|kits)\/\d+$/.test(url)) {
      await page.waitForFunction(() =>
        document.head.querySelector('script[type="application/ld+json"]'),
      );
    }
    const head = await readHead(page);
    assert.ok(head.title.endsWith(SITE), `${url}: "${head.title}"`);
    assert.ok(head.description && head.description.length >= 40, `${url}: "${head.description}"`);
    assert.equal(head.robots, null, `${url} is indexable`);
    assert.ok(!seen.has(head.title), `${url} has the title of ${seen.get(head.title)}`);
    seen.set(head.title, url);
    assert.deepEqual(served, head, `${url}: the server sends the head the app writes`);
  }
  await noScript.close();
  await page.close();
});

test('a course and a kit page carry Open Graph and schema.org markup, in the page the server sends too, which leave with them', async () => {
  const [course] = await site.server.sql(
    'SELECT id, title FROM webinars WHERE is_active ORDER BY id LIMIT 1',
  );
  const [kit] = await site.server.sql(
    'SELECT id, title FROM kits WHERE is_active ORDER BY id LIMIT 1',
  );
  const page = await site.browser.newPage({
    viewport: { width: 1280, height: 900 },
    locale: 'ru-RU',
  });
  // What a link preview or a crawler that runs no script reads: the page as the server sends it.
  const noScript = await site.browser.newContext({ locale: 'ru-RU', javaScriptEnabled: false });
  const served = async (path) => {
    const still = await noScript.newPage();
    await still.goto(`${site.server.url}${path}`);
    const tags = await readHead(still);
    await still.close();
    return tags;
  };

  const courseServed = await served(`/videocourses/${course.id}`);
  await page.goto(`${site.server.url}/videocourses/${course.id}`);
  await waitForTitle(page, `${course.title} — ${SITE}`);
  let head = await readHead(page);
  assert.deepEqual(courseServed, head, 'the server sends the head the app writes');
  assert.equal(head.og['og:title'], course.title);
  assert.equal(head.og['og:type'], 'product');
  assert.equal(head.og['og:url'], `${site.server.url}/videocourses/${course.id}`);
  assert.match(head.og['og:image'], new RegExp(`^${site.server.url}/|^https?://`));
  assert.equal(head.og['product:price:currency'], 'RUB');
  assert.equal(head.structuredData['@type'], 'Course');
  assert.equal(head.structuredData.name, course.title);
  assert.equal(head.structuredData.offers.priceCurrency, 'RUB');
  assert.equal(typeof head.structuredData.offers.price, 'number');

  const kitServed = await served(`/kits/${kit.id}`);
  await page.goto(`${site.server.url}/kits/${kit.id}`);
  await waitForTitle(page, `${kit.title} — ${SITE}`);
  head = await readHead(page);
  assert.deepEqual(kitServed, head, 'the server sends the head the app writes');
  assert.equal(head.og['og:title'], kit.title);
  assert.equal(head.structuredData['@type'], 'Product');
  assert.equal(head.structuredData.offers['@type'], 'Offer');
  assert.equal(head.structuredData.offers.priceCurrency, 'RUB');

  // Leaving for a page without an item (inside the SPA) takes the markup away.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/contacts');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await waitForTitle(page, `Контакты — ${SITE}`);
  head = await readHead(page);
  assert.deepEqual(head.og, {});
  assert.equal(head.structuredData, null);

  // A missing course: the server already says what the app will, and keeps it out of search.
  const missing = await served('/videocourses/999999');
  await noScript.close();
  await page.goto(`${site.server.url}/videocourses/999999`);
  await waitForTitle(page, `Страница не найдена — ${SITE}`);
  head = await readHead(page);
  assert.equal(head.robots, 'noindex');
  assert.deepEqual(missing, head, 'the server sends the head the app writes');
  await page.close();
});
