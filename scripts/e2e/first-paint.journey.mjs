// What a phone shows before the scripts arrive: the home page's hero comes with its HTML (home.html,
// prerendered at build by the page's own components: apps/web/build/boot-shell.ts), and the app's
// home page takes its place exactly where it was; so do a course's and the course list's first
// screens, drawn per request by the API through the web build's server module
// (apps/web/src/prerender/catalog-screens.tsx). Every page's HTML carries the theme's global
// styles, and the app does not build them a second time.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT } from '../lib/postgres.mjs';
import { productInBrowser } from './support/site.mjs';

/* global document, getComputedStyle, window -- the functions below run in the page, through page.evaluate */

const { home } = JSON.parse(
  readFileSync(path.join(REPO_ROOT, 'apps/web/public/locales/ru/pages.json'), 'utf8'),
);

const site = productInBrowser();

/** The hero inside `scope` once the fonts are in: its heading's text and where its parts lie. */
const heroLayout = (page, scope) =>
  page.evaluate(async (root) => {
    await document.fonts.ready;
    const hero = document.querySelector(`${root} [data-testid="home-hero"]`);
    const box = (element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return [x, y, width, height].map(Math.round);
    };
    return {
      title: hero.querySelector('h1').textContent,
      boxes: [hero, hero.querySelector('h1'), ...hero.querySelectorAll('p, a')].map(box),
    };
  }, scope);

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`at ${viewport.width} px the home page's hero is in its HTML and the app's takes its place in the same spot`, async () => {
    // No script at all: what the visitor sees until the scripts have run
    const still = await site.browser.newContext({
      viewport,
      locale: 'ru-RU',
      javaScriptEnabled: false,
    });
    const first = await still.newPage();
    await first.goto(`${site.server.url}/`);
    const prerendered = await heroLayout(first, '#boot-page');
    await still.close();
    assert.equal(prerendered.title, home.title);

    const page = await site.browser.newPage({ viewport, locale: 'ru-RU' });
    await page.goto(`${site.server.url}/`);
    await page.locator('#root [data-testid="home-hero"]').waitFor();
    assert.equal(await page.locator('#boot-page').count(), 0, 'the prerendered hero has gone');
    const mounted = await heroLayout(page, '#root');
    assert.deepEqual(mounted, prerendered);
    // What moved in the hero's band (the header's font swap above it is not counted): the app's
    // takeover moves nothing; the webfonts' swap over the fallback text may, a little.
    const [, heroTop, , heroHeight] = mounted.boxes[0];
    const shifts = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) =>
            resolve(
              list.getEntries().map((entry) => ({
                value: entry.value,
                bands: entry.sources
                  .flatMap((source) => [source.previousRect, source.currentRect])
                  .map((rect) => [rect.top, rect.bottom]),
              })),
            ),
          ).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve([]), 500);
        }),
    );
    const inHero = shifts.filter(({ bands }) =>
      bands.some(([top, bottom]) => bottom > heroTop && top < heroTop + heroHeight),
    );
    const total = inHero.reduce((sum, { value }) => sum + value, 0);
    assert.ok(total < 0.01, `the hero's layout shift ${total} stays under 0.01 (good is < 0.1)`);
    await page.close();
  });
}

/** A catalog screen inside `scope` once the fonts are in: its heading, and where its parts lie. */
const screenLayout = (page, scope, parts) =>
  page.evaluate(
    async ({ root, selectors }) => {
      await document.fonts.ready;
      const screen = document.querySelector(root);
      const box = (element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return [x, y, width, height].map(Math.round);
      };
      return {
        title: screen.querySelector('h1').textContent,
        boxes: selectors.map((selector) => box(screen.querySelector(selector))),
      };
    },
    { root: scope, selectors: parts },
  );

// The server draws these per request from the API's answer (apps/api/src/bootstrap/catalog-pages.ts).
const drawnScreens = [
  {
    address: '/videocourses/1',
    page: 'course-page',
    parts: ['nav', 'h1', 'img, svg[role="img"]', 'button'],
  },
  {
    address: '/videocourses',
    page: 'videocourses-page',
    parts: ['nav', 'h1', 'img, svg[role="img"]', 'a[href^="/videocourses/"]'],
  },
];

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  for (const { address, page: testId, parts } of drawnScreens) {
    test(`at ${viewport.width} px ${address} comes with its first screen in its HTML, drawn by the server, and the app's screen takes its place in the same spot`, async () => {
      const still = await site.browser.newContext({
        viewport,
        locale: 'ru-RU',
        javaScriptEnabled: false,
      });
      const first = await still.newPage();
      await first.goto(`${site.server.url}${address}`);
      const prerendered = await screenLayout(first, '#boot-page', parts);
      await still.close();
      assert.ok(prerendered.title.length > 0, 'the screen has its heading');

      const page = await site.browser.newPage({ viewport, locale: 'ru-RU' });
      await page.goto(`${site.server.url}${address}`);
      await page.locator(`#root [data-testid="${testId}"] h1`).waitFor();
      await page.locator('#boot-page').waitFor({ state: 'detached' });
      const mounted = await screenLayout(page, `#root [data-testid="${testId}"]`, parts);
      assert.deepEqual(mounted, prerendered);
      await page.close();
    });
  }
}

test('a signed-in visitor is not shown a course’s screen drawn for an anonymous one, and the page’s inline script is allowed', async () => {
  const screenBeforeTheApp = async (token) => {
    const context = await site.browser.newContext({ locale: 'ru-RU' });
    // A session as the app keeps it, and a record of what the page's policy refused.
    await context.addInitScript((stored) => {
      if (stored) window.localStorage.setItem('apiToken', stored);
      window.refusedByPolicy = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        window.refusedByPolicy.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    }, token);
    const page = await context.newPage();
    // The app's scripts come late, as on a phone's network: what shows until then is the HTML's.
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`${site.server.url}/videocourses/1`, { waitUntil: 'commit' });
    const screen = page.locator('#boot-page');
    await screen.waitFor({ state: 'attached' });
    const shown = await screen.isVisible();
    const refused = await page.evaluate(() => window.refusedByPolicy);
    await context.close();
    return { shown, refused };
  };
  assert.deepEqual(await screenBeforeTheApp(null), { shown: true, refused: [] });
  // Theirs says 'Смотреть' or shows the renewal price where the anonymous screen says 'Купить'.
  assert.deepEqual(await screenBeforeTheApp('a-stored-token'), { shown: false, refused: [] });
});

test('the theme’s global styles come with the HTML, once: the app does not add them again', async () => {
  const page = await site.browser.newPage({
    viewport: { width: 390, height: 844 },
    locale: 'ru-RU',
  });
  await page.goto(`${site.server.url}/videocourses`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  const styles = await page.evaluate(() => {
    const defines = (text) => text.includes('--chakra-colors-brand-500:');
    return {
      fromHtml: defines(document.getElementById('theme-css')?.textContent ?? ''),
      addedByApp: [...document.querySelectorAll('style[data-emotion]')].filter((style) =>
        defines(
          style.textContent +
            [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join(''),
        ),
      ).length,
      // The page is drawn with them: the theme's colour of the page's background
      background: getComputedStyle(document.body).backgroundColor,
      token: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-bg'),
    };
  });
  assert.equal(styles.fromHtml, true, 'index.html carries the token variables');
  assert.equal(styles.addedByApp, 0, 'emotion got no second copy of them');
  assert.notEqual(styles.token.trim(), '', 'the variables apply');
  assert.notEqual(styles.background, 'rgba(0, 0, 0, 0)');
  await page.close();
});

/** The start-up script files a page names: its own tags, or the list its loader reads (app-start). */
const startScripts = (html) => {
  const files = /<script type="application\/json" id="app-start">([^<]*)<\/script>/.exec(html);
  const tags = html.match(/<script type="module"[^>]*>|<link rel="modulepreload"[^>]*>/g) ?? [];
  if (!files) return tags.length;
  const { modules } = JSON.parse(files[1]);
  return tags.length + 1 + modules.length;
};

test('a first visit fetches the start-up scripts as a few files, not dozens', async () => {
  // Over HTTP/1.1 a browser opens six connections to a host: thirty small module preloads queued
  // behind each other for a round trip apiece (apps/web/vite.config.ts groups them).
  for (const address of ['/', '/videocourses/1', '/account/videocourses']) {
    const html = await (await fetch(`${site.server.url}${address}`)).text();
    const files = startScripts(html);
    assert.ok(files > 0 && files <= 3, `${address} starts with ${files} script files`);
  }
});

test('a page whose first screen is in its HTML asks for its scripts and translations once it has painted', async () => {
  // On a phone's network they otherwise share the bandwidth with the screen's fonts and cover, and
  // its largest paint waited for them (apps/web/src/prerender/start-after-paint.ts).
  for (const address of ['/', '/videocourses', '/videocourses/1']) {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${site.server.url}${address}`);
    await page.locator('#boot-page').waitFor({ state: 'detached' });
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime,
      startFiles: performance
        .getEntriesByType('resource')
        .filter(({ name }) => /\/assets\/[^/]+\.js$|\/locales\//.test(name))
        .map(({ name, startTime }) => ({ name, startTime })),
    }));
    await page.close();
    assert.ok(timing.firstPaint > 0, `${address} painted`);
    assert.ok(timing.startFiles.length > 0, `${address} started its app`);
    for (const { name, startTime } of timing.startFiles) {
      assert.ok(
        startTime >= timing.firstPaint,
        `${address} asked for ${name} at ${startTime} ms, before its first paint at ${timing.firstPaint} ms`,
      );
    }
  }
});

test("a course card keeps its size when the headings' font arrives after the cards", async () => {
  // On a slow connection the heading font's punctuation file (a Russian title's spaces and digits)
  // can come after the cards are drawn: a title then went from two lines to one and the card below
  // moved. Held back here until the cards are there.
  const page = await site.browser.newPage({
    viewport: { width: 390, height: 844 },
    locale: 'ru-RU',
  });
  let releaseFont;
  const fontHeld = new Promise((resolve) => {
    releaseFont = resolve;
  });
  await page.route(/lora-punctuation-wght-normal[^/]*\.woff2$/, async (route) => {
    await fontHeld;
    await route.continue();
  });
  // The page's load event waits for the held font.
  await page.goto(`${site.server.url}/videocourses`, { waitUntil: 'domcontentloaded' });
  await page
    .locator('#root [data-testid="videocourses-page"] [data-testid="course-title"]')
    .first()
    .waitFor();
  const cards = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('#root [data-testid^="course-card-"]')].map((card) => {
        const title = card.querySelector('[data-testid="course-title"]');
        const lines =
          title.getBoundingClientRect().height / parseFloat(getComputedStyle(title).lineHeight);
        return {
          height: Math.round(card.getBoundingClientRect().height),
          titleLines: Math.round(lines * 100) / 100,
        };
      }),
    );
  // The list draws its first screen's cards first and the rest of its first step a moment later:
  // the snapshot is taken once the number of cards has stopped changing.
  const cardCount = () =>
    page.evaluate(() => document.querySelectorAll('#root [data-testid^="course-card-"]').length);
  // At most five seconds: a list that never settles fails the comparison below.
  for (
    let previous = -1, count = await cardCount(), checks = 0;
    count !== previous && checks < 16;
    checks += 1
  ) {
    await page.waitForTimeout(300);
    [previous, count] = [count, await cardCount()];
  }
  const withFallback = await cards();
  releaseFont();
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => document.fonts.check('1em "Lora Variable"', 'Курс №1'));
  const withLora = await cards();
  assert.ok(withFallback.length > 0, 'the list shows its cards');
  assert.deepEqual(withLora, withFallback);
  for (const { titleLines } of withLora)
    assert.equal(titleLines, 2, 'a title has two lines of room');
  await page.close();
});

test('Russian text is drawn from the preloaded font files alone, so nothing moves when the rest arrives', async () => {
  // The webfonts' Latin files held the space, the digits and the punctuation; fetched after the first
  // layout, they made a course's paragraphs three lines, then two, and moved everything below them
  // (a layout shift on the desktop course page). Cut into the preloaded punctuation files
  // (apps/web/build/punctuation-fonts.ts), Russian text needs no other: a Latin file is fetched only
  // for Latin letters (the foreign card's 'AZN' on a course).
  for (const address of ['/videocourses', '/videocourses/1']) {
    const page = await site.browser.newPage({
      viewport: { width: 1280, height: 900 },
      locale: 'ru-RU',
    });
    const fonts = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${site.server.url}${address}`, { waitUntil: 'load' });
    await page.locator('#root h1').first().waitFor();
    const latinLetters = await page.evaluate(async () => {
      await document.fonts.ready;
      const letters = (selector) =>
        [...document.querySelectorAll(selector)]
          .map((element) => element.innerText)
          .join('')
          .match(/\p{Script=Latin}/gu) ?? [];
      return {
        text: letters('#root').join(''),
        headings: letters('#root :is(h1, h2, h3)').join(''),
      };
    });
    assert.ok(
      fonts.some((file) => file.includes('source-sans-3-punctuation-wght-normal')) &&
        fonts.some((file) => file.includes('lora-punctuation-wght-normal')),
      `${address} draws its text with the punctuation files (${fonts.join(', ')})`,
    );
    const fetched = (family) => fonts.some((file) => file.includes(`${family}-latin-wght-normal`));
    assert.equal(fetched('lora'), latinLetters.headings !== '', `${address}: Lora's Latin file`);
    assert.equal(
      fetched('source-sans-3'),
      latinLetters.text !== '',
      `${address}: Source Sans' Latin file`,
    );
    await page.close();
  }
});
