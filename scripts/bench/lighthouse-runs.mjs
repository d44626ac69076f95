// One Lighthouse run: Debian's Chromium started for it alone (a fresh profile, so every run is a
// first visit with an empty cache), the session put into localStorage first when the page needs a
// signed-in learner, then Lighthouse 12 with the mobile or desktop preset.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { ephemeralPort } from '../lib/ports.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
};

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function startChromium(profileDir) {
  const port = await ephemeralPort();
  const child = spawn(
    process.env.CHROME_PATH ?? '/usr/bin/chromium',
    [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profileDir}`],
    // Its own process group, so stopping it stops its helper processes too (they write to the
    // profile until they exit).
    { stdio: 'ignore', detached: true },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // the group has already gone
    }
  };
  const stop = async () => {
    signalGroup('SIGTERM');
    if (!(await Promise.race([exited.then(() => true), sleep(5_000)]))) signalGroup('SIGKILL');
    await exited;
    signalGroup('SIGKILL'); // helpers that outlived the browser
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Chromium exited with ${child.exitCode}`);
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (answer.ok) return { port, stop };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  await stop();
  throw new Error('Chromium did not open its debugging port within 30 s');
}

/**
 * Signs the browser in the way the SPA keeps a session (localStorage `user` and `apiToken`), on a
 * page of the site that loads none of the SPA (robots.txt), so the cache stays empty.
 */
async function storeSession(port, siteUrl, session) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${siteUrl}/robots.txt`);
    // Runs in the page.
    await page.evaluate(({ user, token }) => {
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('apiToken', token);
    }, session);
    await page.close();
  } finally {
    await browser.close();
  }
}

/** What keeps a category below 100: its audits that count and did not pass, by id. */
function failedAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .map((audit) => audit.id);
}

/**
 * Keeps a run's full report (open it in Lighthouse's viewer) as `<page>-<preset>-<n>.json` and its
 * trace (for Chromium's Performance panel) as `<page>-<preset>-<n>.trace.json`.
 */
function saveReport(dir, url, preset, { lhr, artifacts }) {
  fs.mkdirSync(dir, { recursive: true });
  const page = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
  let index = 1;
  while (fs.existsSync(path.join(dir, `${page}-${preset}-${index}.json`))) index += 1;
  fs.writeFileSync(path.join(dir, `${page}-${preset}-${index}.json`), JSON.stringify(lhr));
  fs.writeFileSync(
    path.join(dir, `${page}-${preset}-${index}.trace.json`),
    JSON.stringify(artifacts.Trace),
  );
}

/**
 * Runs Lighthouse once on `url` with `preset` ('mobile' or 'desktop'); `session` signs in first.
 * Answers the four category scores (0–100), the metrics (ms; CLS unitless), the CPU's benchmark
 * index and the failed audits.
 */
export async function lighthouseRun({ url, siteUrl, preset, session, workDir, reportDir }) {
  const profileDir = fs.mkdtempSync(path.join(workDir, 'chromium-'));
  const chrome = await startChromium(profileDir);
  try {
    if (session) await storeSession(chrome.port, siteUrl, session);
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        // The profile is new (an empty cache); a reset would also drop the session just stored.
        disableStorageReset: true,
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    if (reportDir) saveReport(reportDir, url, preset, result);
    return {
      scores: Object.fromEntries(
        CATEGORIES.map((category) => [category, Math.round(lhr.categories[category].score * 100)]),
      ),
      metrics: Object.fromEntries(
        Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id].numericValue]),
      ),
      // Lighthouse's measure of this machine's CPU at the time (higher is faster): the simulated
      // phone's main-thread times are the observed ones scaled, so a slower moment means more TBT.
      cpuIndex: lhr.environment.benchmarkIndex,
      failed: Object.fromEntries(
        CATEGORIES.map((category) => [category, failedAudits(lhr, category)]),
      ),
    };
  } finally {
    await chrome.stop();
    fs.rmSync(profileDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}
