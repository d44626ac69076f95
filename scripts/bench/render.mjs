// Render benchmark: what drawing a page's first screen costs in the app's own components.
//
//   node scripts/bench/render.mjs
//
// Loads the web build's server module (apps/web/dist-ssr/page-heads.js, with the build's Russian
// texts, as the API loads it; `pnpm build` first when it is missing) and draws, in this process with
// production React, the course list's first screen from the courses the API reads for it and a
// course page, again and again. Prints the milliseconds per page: the fastest and the median of the batches.
// The server draws these screens with the same components, Chakra and emotion code that the
// browser's first render runs, so this is a steady measure of that render's cost: Lighthouse's
// blocking time on this shared machine moves with its speed from run to run, this much less (see
// docs/performance-journal.md, Lighthouse, "Later on 3 December"). Not part of scripts/test.sh.
//
//   BENCH_RENDER_BATCHES=15      batches per page
//   BENCH_RENDER_BATCH=20        renders per batch
//   WEB_DIST_DIR=path            a built SPA other than apps/web/dist (its dist-ssr/ beside it)

import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createBenchRun, ensureBuiltWeb } from './bench-run.mjs';

// React picks its production build when the module loads, as in the API's process.
process.env.NODE_ENV = 'production';

const settings = {
  batches: Number(process.env.BENCH_RENDER_BATCHES ?? 15),
  batch: Number(process.env.BENCH_RENDER_BATCH ?? 20),
};
const SITE = 'https://shop.example';
/** The benchmark catalog's size (seed.mjs), what the list's page read before it read its screen only. */
const CATALOG_SIZE = 300;

/** The site's texts as the build serves them (dist/locales/ru), as the API reads them. */
function translations(dist) {
  const dir = path.join(dist, 'locales/ru');
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        file.slice(0, -5),
        JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')),
      ]),
  );
}

/** A course as an anonymous visitor's GET of it answers (openapi.yaml), every fourth without a cover. */
function course(id) {
  return {
    id,
    title: `Курс ${id}: как перестать жить чужой жизнью и услышать себя`,
    url: null,
    image: id % 4 === 0 ? null : `/uploads/webinars/${id}.jpg`,
    length: `${1 + (id % 6)} часа 30 минут`,
    age: 18,
    price: 4900 + id * 100,
    price_azn: 98,
    final_price: 4900 + id * 100,
    final_price_azn: 98,
    prolongation_price: 2940,
    prolongation_price_azn: 58.8,
    is_active: true,
    short_description: 'Как замечать, где заканчиваетесь вы и начинается другой человек.',
    description: Array.from({ length: 6 }, (_, index) => `Абзац ${index + 1} описания курса.`),
    sort: id,
    priority: 0,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    custom_price: null,
    tags: [
      { id: 1, title: 'Отношения' },
      { id: 2, title: 'Границы' },
    ],
    is_owner: false,
    state: 'can_buy',
    video_url: null,
    access_expires_at: null,
  };
}

/** Milliseconds per call of `draw`: the fastest batch and the median one, after a warm-up. */
function measure(draw) {
  for (let index = 0; index < settings.batch * 3; index += 1) draw();
  const perBatch = [];
  for (let batch = 0; batch < settings.batches; batch += 1) {
    const start = process.hrtime.bigint();
    for (let index = 0; index < settings.batch; index += 1) draw();
    perBatch.push(Number(process.hrtime.bigint() - start) / 1e6 / settings.batch);
  }
  perBatch.sort((a, b) => a - b);
  return { fastest: perBatch[0], median: perBatch[Math.floor(perBatch.length / 2)] };
}

const run = createBenchRun();

async function main() {
  const dist = ensureBuiltWeb(run);
  const serverModule = path.join(dist, '..', 'dist-ssr', 'page-heads.js');
  const { createPageHeads } = await import(pathToFileURL(serverModule).href);
  const pages = createPageHeads(translations(dist));
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  // The list's screen from what the API reads for it: its first `listScreenItems` courses. A build
  // from before that number existed drew from the whole catalog, 300 courses here.
  const listRead = pages.listScreenItems ?? CATALOG_SIZE;
  const courses = Array.from({ length: listRead }, (_, index) => course(index + 1));
  const cases = [
    {
      label: `course list (first screen, ${listRead} read)`,
      draw: () => pages.renderListPage(html, 'videocourses', courses, `${SITE}/videocourses`),
    },
    {
      label: 'a course',
      draw: () => pages.renderItemPage(html, 'videocourse', courses[0], `${SITE}/videocourses/1`),
    },
  ];
  for (const { label, draw } of cases) {
    if (!draw()?.includes('id="boot-page"')) throw new Error(`${label}: no first screen was drawn`);
  }
  console.log(
    `First screens drawn by the web build's server module (production React), ms per page: the ` +
      `fastest and the median of ${settings.batches} batches of ${settings.batch}`,
  );
  for (const { label, draw } of cases) {
    const { fastest, median } = measure(draw);
    console.log(
      `${label.padEnd(36)} ${fastest.toFixed(2).padStart(7)} ${median.toFixed(2).padStart(7)}`,
    );
  }
  return true;
}

run.finish(main);
