// Image benchmark: the image bytes a phone downloads on a first visit to /videocourses, at the API
// benchmark's scale (seed.mjs: 300 courses, covers of about 70 KB written by covers.mjs with the
// WebP variants the upload endpoint makes), then after scrolling to the end of the list.
//
//   node scripts/bench/images.mjs
//
// Uses apps/web/dist and apps/api/dist as they are (build them first: `pnpm build`). Stops
// everything it started.
//
//   WEB_DIST_DIR=path       a built SPA other than apps/web/dist (e.g. an older commit's, to compare)
//   BENCH_IMAGES_WIDTH=390  the viewport width in CSS px (height 844)
//   BENCH_IMAGES_DPR=2      the device pixel ratio
//   BENCH_API_DIST=path     a built API other than apps/api/dist
//   TEST_DATABASE_URL / REDIS_URL   servers to use (else found as for the tests)

import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../lib/postgres.mjs';
import { launchBrowser } from '../e2e/support/browser.mjs';
import {
  benchRedis,
  commonSettings,
  createBenchRun,
  ensureBuiltApi,
  freshDatabase,
  startBuiltApi,
} from './bench-run.mjs';
import { writeCovers } from './covers.mjs';
import { seedBenchmarkData } from './seed.mjs';

/* global window, document -- the scroll check runs in the page, through page.evaluate */

const settings = { ...commonSettings(), logLevel: process.env.BENCH_LOG_LEVEL ?? 'warn' };
const webDist = path.resolve(process.env.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps/web/dist'));
const viewport = { width: Number(process.env.BENCH_IMAGES_WIDTH ?? 390), height: 844 };
const deviceScaleFactor = Number(process.env.BENCH_IMAGES_DPR ?? 2);

const run = createBenchRun();
const { say } = run;

async function seededCatalog(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await seedBenchmarkData(client);
    const { rows } = await client.query('SELECT image FROM webinars WHERE image IS NOT NULL');
    const covers = await writeCovers(
      path.join(run.workDir, 'uploads'),
      rows.map(({ image }) => image),
      settings.apiDist,
    );
    say(`covers: ${covers.files} files, ${(covers.bytes / 1e6).toFixed(1)} MB`);
  } finally {
    await client.end();
  }
}

/**
 * Watches the page's images: `sum()` totals those downloaded so far, `quiet()` waits until no
 * request of any kind has been in flight for a second (the page has fetched what it wants).
 */
function imageCounter(page) {
  const pending = [];
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta) => () => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfailed', change(-1));
  page.on('requestfinished', (request) => {
    change(-1)();
    if (request.resourceType() !== 'image') return;
    pending.push(request.sizes().then((sizes) => sizes.responseBodySize));
  });
  return {
    async sum() {
      const sizes = await Promise.all(pending);
      return { count: sizes.length, bytes: sizes.reduce((total, size) => total + size, 0) };
    },
    async quiet(ms = 1000, timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight > 0 || Date.now() - lastChange < ms) {
        if (Date.now() > deadline)
          throw new Error(`the network did not go quiet in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

async function measure(browser, url) {
  const context = await browser.newContext({ viewport, deviceScaleFactor, isMobile: true });
  try {
    const page = await context.newPage();
    const images = imageCounter(page);
    await page.goto(url, { timeout: 60_000 });
    await page.locator('[data-testid^="course-card-"]').first().waitFor({ timeout: 60_000 });
    await images.quiet();
    const firstVisit = await images.sum();
    const cards = await page.locator('[data-testid^="course-card-"]').count();
    // Scrolls a screen at a time, as a reader would, until the list stops growing below.
    for (let atEndTimes = 0; atEndTimes < 3;) {
      await page.mouse.wheel(0, viewport.height);
      await page.waitForTimeout(100);
      const atEnd = await page.evaluate(
        () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
      );
      atEndTimes = atEnd ? atEndTimes + 1 : 0;
      if (atEnd) await images.quiet();
    }
    return { firstVisit, cards, scrolled: await images.sum() };
  } finally {
    await context.close();
  }
}

const mb = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;

async function main() {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error(`${webDist} is not built`);
  await ensureBuiltApi(run, settings.apiDist);
  const databaseUrl = await freshDatabase(run, settings.apiDist);
  const redisUrl = await benchRedis(run);
  say('seeding the catalog at scale and writing its covers');
  await seededCatalog(databaseUrl);
  const { url } = await startBuiltApi(run, settings, {
    databaseUrl,
    redisUrl,
    env: { WEB_DIST_DIR: webDist },
  });
  const browser = await launchBrowser();
  run.defer(() => browser.close());
  say(
    `/videocourses at ${viewport.width}×${viewport.height} px, ×${deviceScaleFactor} (${webDist})`,
  );
  const result = await measure(browser, `${url}/videocourses`);
  console.log(
    `first visit:        ${result.firstVisit.count} images, ${mb(result.firstVisit.bytes)}; ${result.cards} cards rendered`,
  );
  console.log(`scrolled to the end: ${result.scrolled.count} images, ${mb(result.scrolled.bytes)}`);
  return true;
}

await run.finish(main);
