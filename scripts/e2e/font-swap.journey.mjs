// The webfonts' fallback faces (apps/web/src/styles/fonts.css): until a webfont arrives, the text is
// drawn in a local Arial- or Times-metric font sized to it, so the swap moves next to nothing.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { productInBrowser } from './support/site.mjs';

/* global document -- run in the page, through page.evaluate */

const site = productInBrowser();

// Russian text as the site sets it: the widths are compared on what the visitor reads.
const SAMPLE =
  'Практические курсы о психотипах, отношениях, личных границах и выходе из кризиса. ' +
  'Учимся замечать, где заканчиваетесь вы и начинается другой человек. Купить, подарить, смотреть.';

test('each fallback face is a shade wider than its webfont, in regular and in bold', async () => {
  const page = await site.browser.newPage();
  await page.goto(`${site.server.url}/videocourses`);
  const ratios = await page.evaluate(async (sample) => {
    const faces = [
      ['Source Sans 3', 400],
      ['Source Sans 3', 600],
      ['Lora', 400],
      ['Lora', 600],
    ];
    const context = document.createElement('canvas').getContext('2d');
    const width = (font) => {
      context.font = font;
      return context.measureText(sample).width;
    };
    const result = {};
    for (const [family, weight] of faces) {
      const webfont = `${weight} 100px '${family} Variable'`;
      const fallback = `${weight} 100px '${family} Fallback'`;
      await document.fonts.load(webfont, sample);
      // A local() face that finds none of its fonts fails to load and is skipped: say so.
      const loaded = await document.fonts.load(fallback, sample).catch(() => []);
      result[`${family} ${weight}`] = loaded.length ? width(fallback) / width(webfont) : null;
    }
    return result;
  }, SAMPLE);
  await page.close();
  for (const [face, ratio] of Object.entries(ratios)) {
    assert.ok(ratio !== null, `${face}: no local Arial- or Times-metric font (fonts-liberation)`);
    assert.ok(ratio >= 1.01 && ratio <= 1.04, `${face}: fallback ${ratio} × the webfont's width`);
  }
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  for (const address of ['/', '/videocourses', '/videocourses/1']) {
    test(`at ${viewport.width} px ${address} barely moves when its webfonts arrive late`, async () => {
      const context = await site.browser.newContext({ viewport, locale: 'ru-RU' });
      const page = await context.newPage();
      // The fonts come after the first screen has painted in the fallback, as on a slow network.
      await page.route(/\.woff2$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      await page.goto(`${site.server.url}${address}`);
      await page.locator('#boot-page').waitFor({ state: 'detached' });
      await page.evaluate(() => document.fonts.ready);
      const shift = await page.evaluate(
        () =>
          new Promise((resolve) => {
            new PerformanceObserver((list) =>
              resolve(list.getEntries().reduce((sum, entry) => sum + entry.value, 0)),
            ).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(0), 500);
          }),
      );
      await context.close();
      // Before the fallback faces, a course page moved by 0.095 at 1280 px and 0.024 at 412 px.
      assert.ok(shift < 0.01, `layout shift ${shift} stays under 0.01`);
    });
  }
}
