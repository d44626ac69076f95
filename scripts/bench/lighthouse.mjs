// Lighthouse benchmark: the production SPA served by the built API at the catalog's realistic scale.
//
//   node scripts/bench/lighthouse.mjs
//
// Uses apps/web/dist and apps/api/dist as they are (runs `pnpm build` only when the SPA is not
// built), seeds a fresh database with the API benchmark's catalog (seed.mjs: 300 courses, 60 kits,
// 20,000 users, the learner with 40 courses) and writes a cover of about 70 KB for every course and
// kit, with the WebP variants the upload endpoint makes. Then runs Lighthouse 12 in Debian's
// Chromium, each run in a fresh browser (a first visit), on /, /videocourses, a course page and the
// learner's 'Мои видеокурсы' (signed in), with the mobile and the desktop preset, and prints the
// median of each score and metric, the targets, and the audits that failed in any run of a page
// that misses one, with Lighthouse's CPU benchmark index of the machine during the runs (a shared
// machine's speed varies, and the simulated phone's main-thread times scale with it). In the same
// run it builds and measures the web benchmark's one-button reference app (React, the router,
// Chakra, TanStack Query, i18next and sonner; served gzipped): the score a page of this stack
// reaches at best on this machine. Not part of scripts/test.sh (about 25 s a run). Stops
// everything it started.
//
//   BENCH_LH_RUNS=3              runs per page and preset (the median is printed)
//   BENCH_LH_PAGES=home,catalog,course,account,reference   which pages (reference: the floor)
//   BENCH_LH_PRESETS=mobile,desktop              which presets
//   BENCH_LH_REPORT_DIR=path     also keep every run's full report (JSON, for the viewer) and trace there
//   BENCH_STRICT=1               exit with 1 when a page misses a target
//   BENCH_API_DIST=path          a built API other than apps/api/dist
//   WEB_DIST_DIR=path            a built SPA other than apps/web/dist
//   CHROME_PATH                  the browser (default /usr/bin/chromium)
//   TEST_DATABASE_URL / REDIS_URL   servers to use (else found as for the tests)

import path from 'node:path';
import pg from 'pg';
import {
  benchRedis,
  commonSettings,
  createBenchRun,
  ensureBuiltApi,
  ensureBuiltWeb,
  freshDatabase,
  startBuiltApi,
} from './bench-run.mjs';
import { writeCovers } from './covers.mjs';
import { CATEGORIES, lighthouseRun, METRICS } from './lighthouse-runs.mjs';
import { median } from './load.mjs';
import { seedBenchmarkData } from './seed.mjs';
import { REFERENCE_APP_CONFIG, serveStatic, viteBuild } from './web-pages.mjs';

const settings = {
  ...commonSettings(),
  logLevel: process.env.BENCH_LOG_LEVEL ?? 'warn',
  runs: Number(process.env.BENCH_LH_RUNS ?? 3),
  pages: (process.env.BENCH_LH_PAGES ?? 'home,catalog,course,account,reference').split(','),
  presets: (process.env.BENCH_LH_PRESETS ?? 'mobile,desktop').split(','),
  reportDir: process.env.BENCH_LH_REPORT_DIR,
};

/**
 * Issue 11's targets. The account page is private and says `noindex` (robots meta), which
 * Lighthouse's SEO category counts against it (`is-crawlable`): no SEO target there.
 */
const TARGETS = {
  mobile: { performance: 90, accessibility: 100, 'best-practices': 100, seo: 95 },
  desktop: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 95 },
};
const PRIVATE_PAGES = new Set(['account']);
/** Measured for comparison, not for targets: the one-button app of our stack. */
const REFERENCE_PAGE = 'reference';

const run = createBenchRun();
const { say } = run;

/** How a page is named in the output: its path, or the reference app's own label. */
const labelOf = (page) => page.label ?? page.path;

/** The catalog at scale, with a cover file behind every image address it names. */
async function seededCatalog(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const fixtures = await seedBenchmarkData(client);
    const { rows } = await client.query(
      'SELECT image FROM webinars WHERE image IS NOT NULL UNION ALL ' +
        'SELECT image FROM kits WHERE image IS NOT NULL',
    );
    const covers = await writeCovers(
      path.join(run.workDir, 'uploads'),
      rows.map(({ image }) => image),
      settings.apiDist,
    );
    say(
      `covers: ${covers.files} files, ${(covers.bytes / 1e6).toFixed(1)} MB` +
        (covers.withVariants ? ' (with WebP variants)' : ' (this build makes no variants)'),
    );
    return fixtures;
  } finally {
    await client.end();
  }
}

async function learnerSession(siteUrl, token) {
  const answer = await fetch(`${siteUrl}/api/v1/user/current`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!answer.ok) throw new Error(`the learner's user answered ${answer.status}`);
  const { user } = await answer.json();
  return { user, token };
}

/**
 * Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART, NO_FCP): such a
 * run is repeated, twice at most, rather than losing the whole benchmark.
 */
async function withRetries(measure, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure();
    } catch (error) {
      if (attempt === attempts) throw error;
      say(`run failed (${error.message.split('\n')[0]}); again`);
    }
  }
}

const format = {
  FCP: (ms) => `${(ms / 1000).toFixed(2)} s`,
  LCP: (ms) => `${(ms / 1000).toFixed(2)} s`,
  TBT: (ms) => `${Math.round(ms)} ms`,
  CLS: (value) => value.toFixed(3),
};

/** Medians of the runs of one page and preset, and which targets they miss. */
function summarise(page, preset, runs) {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, median(runs.map((one) => one.scores[category]))]),
  );
  const metrics = Object.fromEntries(
    Object.keys(METRICS).map((name) => [name, median(runs.map((one) => one.metrics[name]))]),
  );
  const missed = CATEGORIES.filter(
    (category) =>
      page.key !== REFERENCE_PAGE &&
      !(category === 'seo' && PRIVATE_PAGES.has(page.key)) &&
      scores[category] < TARGETS[preset][category],
  );
  const failed = Object.fromEntries(
    missed.map((category) => [
      category,
      [...new Set(runs.flatMap((one) => one.failed[category]))].join(', ') || '—',
    ]),
  );
  const cpuIndex = median(runs.map((one) => one.cpuIndex));
  return { page, preset, scores, metrics, cpuIndex, missed, failed };
}

function printTable(rows) {
  const header = [
    'page',
    'preset',
    'perf',
    'a11y',
    'b.p.',
    'seo',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'CPU',
  ];
  const lines = rows.map(({ page, preset, scores, metrics, cpuIndex, missed }) => [
    labelOf(page),
    preset,
    ...CATEGORIES.map((category) => `${scores[category]}${missed.includes(category) ? '!' : ''}`),
    ...Object.keys(METRICS).map((name) => format[name](metrics[name])),
    String(Math.round(cpuIndex)),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column].length)),
  );
  const print = (cells) =>
    console.log(cells.map((cell, column) => cell.padEnd(widths[column])).join('  '));
  print(header);
  lines.forEach(print);
}

async function main() {
  ensureBuiltWeb(run);
  await ensureBuiltApi(run, settings.apiDist);
  const databaseUrl = await freshDatabase(run, settings.apiDist);
  const redisUrl = await benchRedis(run);
  say('seeding the catalog at scale');
  const fixtures = await seededCatalog(databaseUrl);
  const { url } = await startBuiltApi(run, settings, { databaseUrl, redisUrl });
  const session = await learnerSession(url, fixtures.learner.token);
  const allPages = [
    { key: 'home', path: '/' },
    { key: 'catalog', path: '/videocourses' },
    { key: 'course', path: `/videocourses/${fixtures.webinarId}` },
    { key: 'account', path: '/account/videocourses', session },
  ];
  if (settings.pages.includes(REFERENCE_PAGE)) {
    say('building the reference app');
    const referenceDist = path.join(run.workDir, 'reference');
    await viteBuild(run, referenceDist, REFERENCE_APP_CONFIG);
    const reference = await serveStatic(referenceDist, { gzip: true });
    run.defer(() => reference.stop());
    allPages.push({
      key: REFERENCE_PAGE,
      path: '/',
      label: 'reference app, /',
      siteUrl: reference.url,
    });
  }
  const pages = allPages.filter((page) => settings.pages.includes(page.key));

  // Round by round, every page and the reference app in each: the machine's speed drifts over the
  // minutes a run takes (on 7 December the list's phone runs fell on a stretch at CPU index 1,529,
  // the reference app's at 2,648), and each median should come from the same stretches as the floor's.
  const cells = pages.flatMap((page) =>
    settings.presets.map((preset) => ({ page, preset, runs: [] })),
  );
  for (let index = 1; index <= settings.runs; index += 1) {
    for (const { page, preset, runs } of cells) {
      say(`${labelOf(page)} ${preset} run ${index} of ${settings.runs}`);
      runs.push(
        await withRetries(() =>
          lighthouseRun({
            url: (page.siteUrl ?? url) + page.path,
            siteUrl: page.siteUrl ?? url,
            preset,
            reportDir: settings.reportDir,
            session: page.session,
            workDir: run.workDir,
          }),
        ),
      );
    }
  }
  const rows = cells.map(({ page, preset, runs }) => summarise(page, preset, runs));

  console.log('');
  console.log(
    `Lighthouse 12, median of ${settings.runs} runs; targets: performance ≥ 90 mobile / ≥ 98 ` +
      'desktop, accessibility 100, best practices 100, SEO ≥ 95 (not on the private account ' +
      "page, which is noindex); ! marks a miss. CPU: Lighthouse's benchmark index of this " +
      "machine during the runs (higher is faster; the phone's simulated TBT grows as it falls). " +
      'The reference app (one button on our stack, no targets) is the floor: what any page of ' +
      'this stack scores at best here',
  );
  printTable(rows);
  const misses = rows.filter((row) => row.missed.length > 0);
  for (const { page, preset, failed } of misses) {
    for (const [category, audits] of Object.entries(failed)) {
      console.log(`  ${labelOf(page)} ${preset} ${category}: ${audits}`);
    }
  }
  console.log('');
  return misses.length === 0 || !settings.strict;
}

await run.finish(main);
