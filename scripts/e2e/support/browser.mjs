// Debian's Chromium driven by playwright-core; screenshots of each step go to test-artifacts/.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { REPO_ROOT } from '../../lib/postgres.mjs';

export const ARTIFACTS_DIR = path.join(REPO_ROOT, 'test-artifacts', 'journeys');

export async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

/** Numbered screenshots per journey, so the folder reads as the story of the run. */
export function screenshotter(page, journey) {
  const dir = path.join(ARTIFACTS_DIR, journey);
  mkdirSync(dir, { recursive: true });
  let step = 0;
  return async (name) => {
    step += 1;
    await page.screenshot({
      path: path.join(dir, `${String(step).padStart(2, '0')}-${name}.png`),
      fullPage: true,
    });
  };
}
