// Web benchmark: the JavaScript a first visit to the shop downloads, against the floor of its stack.
//
//   node scripts/bench/web.mjs [--check]
//
// Builds, in this run, the production SPA (apps/web, precompressed as `pnpm build` does) and the
// one-button reference app (scripts/bench/web-reference: React, the router, Chakra, TanStack Query,
// i18next and sonner from apps/web's own dependencies), serves the SPA with the built API (apps/api/
// dist, built first if missing) on a fresh database with the demo catalog, and loads /, /videocourses
// and a course page in Chromium, each in an empty browser, summing the JavaScript it downloads: as
// gzip (level 9, the same measure for both apps), and as the server sent it. Prints each page as a
// ratio to the reference. Stops everything it started, even on failure.
//
//   --check                 exit 1 when / is above BENCH_WEB_LIMIT × the reference (scripts/test.sh)
//   BENCH_WEB_LIMIT=1.3     the check's limit; the target is 1.2
//   BENCH_WEB_FILES=1       also list every file of every page
//   BENCH_API_DIST=path     a built API other than apps/api/dist
//   BENCH_LOG_LEVEL=warn    the API's log level (its log goes to a file in the run's temp folder)
//   CHROMIUM_PATH           the browser (default /usr/bin/chromium)
//   TEST_DATABASE_URL / REDIS_URL   servers to use (else found as for the tests)

import path from 'node:path';
import { launchBrowser } from '../e2e/support/browser.mjs';
import {
  benchRedis,
  commonSettings,
  createBenchRun,
  ensureBuiltApi,
  freshDatabase,
  startBuiltApi,
} from './bench-run.mjs';
import { runNode } from './processes.mjs';
import { firstVisit, REFERENCE_APP_CONFIG, serveStatic, totals, viteBuild } from './web-pages.mjs';

const TARGET = 1.2;
const limit = Number(process.env.BENCH_WEB_LIMIT ?? 1.3);
const check = process.argv.includes('--check');
const listFiles = ['1', 'true'].includes(process.env.BENCH_WEB_FILES ?? '');
const settings = { ...commonSettings(), logLevel: process.env.BENCH_LOG_LEVEL ?? 'warn' };

const run = createBenchRun();
const { say } = run;

/** A fresh database with the demo catalog, migrated and seeded by the built API. */
async function seededDatabase() {
  await ensureBuiltApi(run, settings.apiDist);
  const databaseUrl = await freshDatabase(run, settings.apiDist);
  const redisUrl = await benchRedis(run);
  say('seeding the demo catalog');
  await runNode([path.join(settings.apiDist, 'cli/seed.js')], {
    cwd: path.dirname(settings.apiDist),
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, REDIS_URL: redisUrl },
    logFile: path.join(run.workDir, 'seed.log'),
  });
  return { databaseUrl, redisUrl };
}

async function aCoursePage(shopUrl) {
  const answer = await fetch(`${shopUrl}/api/v2/user/webinars`);
  const { webinars } = await answer.json();
  if (!webinars?.length) throw new Error('the demo catalog has no course');
  return `/videocourses/${webinars[0].id}`;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

function printTable(reference, pages) {
  const head = 'page                      files   raw KB  gzip KB  sent KB  gzip × reference';
  say('JavaScript of a first visit: raw, gzip -9 of each file, and as sent (brotli when offered)');
  console.log(head);
  console.log('-'.repeat(head.length));
  const row = (label, sum, ratio) =>
    console.log(
      `${label.padEnd(24)} ${String(sum.files).padStart(6)} ${kb(sum.raw).padStart(8)} ` +
        `${kb(sum.gzip).padStart(8)} ${kb(sum.sent).padStart(8)}  ${ratio}`,
    );
  row('reference app, /', reference, '1.00');
  for (const page of pages) {
    const ratio = page.sum.gzip / reference.gzip;
    const verdict =
      page.path === '/' ? `  target ≤ ${TARGET}: ${ratio <= TARGET ? 'met' : 'MISSED'}` : '';
    row(page.path, page.sum, `${ratio.toFixed(2)}${verdict}`);
  }
}

function printFiles(label, files) {
  console.log(`\n${label}`);
  for (const file of files) {
    console.log(
      `  ${kb(file.gzip).padStart(7)} KB gzip ${kb(file.sent).padStart(7)} KB sent (${file.encoding})  ${file.path}`,
    );
  }
}

async function main() {
  const shopDist = path.join(run.workDir, 'web');
  const referenceDist = path.join(run.workDir, 'reference');
  say('building the SPA and the reference app, preparing the database');
  const builds = async () => {
    await viteBuild(run, shopDist);
    await viteBuild(run, referenceDist, REFERENCE_APP_CONFIG);
  };
  const [, database] = await Promise.all([builds(), seededDatabase()]);
  // The API reads the SPA's index.html when it starts, so it starts after the build.
  const { url: shopUrl } = await startBuiltApi(run, settings, {
    ...database,
    env: { WEB_DIST_DIR: shopDist },
  });
  const referenceServer = await serveStatic(referenceDist);
  run.defer(() => referenceServer.stop());
  const browser = await launchBrowser();
  run.defer(() => browser.close());

  say('loading the pages in Chromium');
  const referenceFiles = await firstVisit(browser, `${referenceServer.url}/`, 'button');
  const pages = [];
  for (const pagePath of ['/', '/videocourses', await aCoursePage(shopUrl)]) {
    const files = await firstVisit(browser, `${shopUrl}${pagePath}`, 'main h1');
    pages.push({ path: pagePath, files, sum: totals(files) });
  }
  const reference = totals(referenceFiles);
  printTable(reference, pages);
  if (listFiles) {
    printFiles('reference app, /', referenceFiles);
    for (const page of pages) printFiles(page.path, page.files);
  }
  const home = pages[0].sum.gzip / reference.gzip;
  if (!check) return true;
  say(`check: / is ${home.toFixed(2)}× the reference, limit ${limit}×`);
  return home <= limit;
}

await run.finish(main);
