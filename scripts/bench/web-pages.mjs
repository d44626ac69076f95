// What a first visit to a page downloads, measured in Chromium: every JavaScript file the page loads
// (entry, modulepreloads, the route's lazy chunks), its size as sent and gzipped; the builds of the
// SPA and of the one-button reference app (the floor of our stack), and a plain static server for a
// build without the API (the reference app).

import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from '../lib/postgres.mjs';
import { runNode } from './processes.mjs';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };

const webApp = path.join(REPO_ROOT, 'apps/web');

/**
 * The one-button app with the SPA's stack (React, the router, Chakra, TanStack Query, i18next and
 * sonner, from apps/web's own dependencies): what any page of ours costs at the least.
 */
export const REFERENCE_APP_CONFIG = path.join(
  REPO_ROOT,
  'scripts/bench/web-reference/vite.config.mjs',
);

/** `vite build` of apps/web with its own Vite, into `outDir`, with `configFile` if given. */
export function viteBuild(run, outDir, configFile) {
  return runNode(
    [
      path.join(webApp, 'node_modules/vite/bin/vite.js'),
      'build',
      ...(configFile ? ['--config', configFile] : []),
      '--outDir',
      outDir,
      '--emptyOutDir',
    ],
    { cwd: webApp, env: process.env, logFile: path.join(run.workDir, 'build.log') },
  );
}

/**
 * Serves `dir` on a free local port, index.html for any path that names no file; with `gzip`, as
 * gzip to a client that accepts it (as the API serves the SPA compressed, for Lighthouse).
 */
export async function serveStatic(dir, { gzip = false } = {}) {
  const server = http.createServer((request, response) => {
    const wanted = path.join(dir, decodeURIComponent(new URL(request.url, 'http://x').pathname));
    const file =
      wanted.startsWith(dir) && fs.statSync(wanted, { throwIfNoEntry: false })?.isFile()
        ? wanted
        : path.join(dir, 'index.html');
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    if (gzip && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      response.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip' });
      response.end(gzipSync(fs.readFileSync(file)));
      return;
    }
    response.writeHead(200, { 'content-type': type });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

const isJavaScript = (response) => /javascript/.test(response.headers()['content-type'] ?? '');

/**
 * Opens `url` in a new browser context (empty cache: a first visit), waits for `ready` (a selector
 * the page shows once its route has rendered: a busy CPU can run the main chunk for longer than the
 * network stays quiet) and then until the network has been quiet for half a second, so the route's
 * lazy chunks and the data they fetch have arrived. Only the site's own files count; requests to
 * other hosts (analytics) are refused. Answers the JavaScript files with their decoded, gzipped
 * (level 9) and as-sent sizes.
 */
export async function firstVisit(browser, url, ready) {
  const origin = new URL(url).origin;
  const context = await browser.newContext({ extraHTTPHeaders: { 'accept-language': 'ru' } });
  try {
    await context.route(
      (target) => target.origin !== origin,
      (route) => route.abort(),
    );
    const page = await context.newPage();
    const pending = [];
    page.on('response', (response) => {
      if (new URL(response.url()).origin === origin && isJavaScript(response)) {
        pending.push(measure(response));
      }
    });
    const network = watchNetwork(page);
    const answer = await page.goto(url, { timeout: 60_000 });
    if (!answer?.ok()) throw new Error(`${url} answered ${answer?.status()}`);
    await page.locator(ready).first().waitFor({ timeout: 60_000 });
    await network.quiet(500);
    const files = await Promise.all(pending);
    return files.sort((a, b) => b.gzip - a.gzip);
  } finally {
    await context.close();
  }
}

/** Counts the page's requests in flight; `quiet(ms)` waits until none has been for `ms`. */
function watchNetwork(page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta) => () => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return {
    async quiet(ms, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight > 0 || Date.now() - lastChange < ms) {
        if (Date.now() > deadline)
          throw new Error(`the network did not go quiet in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

async function measure(response) {
  const body = await response.body();
  const sizes = await response.request().sizes();
  return {
    path: new URL(response.url()).pathname,
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    sent: sizes.responseBodySize,
    encoding: response.headers()['content-encoding'] ?? 'none',
  };
}

/** Sums a page's files. */
export function totals(files) {
  const sum = (key) => files.reduce((total, file) => total + file[key], 0);
  return { files: files.length, raw: sum('raw'), gzip: sum('gzip'), sent: sum('sent') };
}
