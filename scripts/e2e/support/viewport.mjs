// Resizing a page and waiting until it has painted at the new size.
//
// Headless Chromium on a busy machine (two cores, three pages and the web tests running beside
// them) sometimes stops producing frames after a resize. Styles for the new width and Playwright's
// "stable" check both wait for a frame, so a click then hangs for its whole timeout (CI, 29
// November: the ☰ button at 390 px, 30 s). Setting the size again and bringing the page to the
// front makes the browser schedule frames again; the page's layout is measured only after that.

/* global requestAnimationFrame -- this runs in the page */

const FRAME_WAIT_MS = 1_500;
const ATTEMPTS = 4;

/** Whether the page paints two frames within `limit` ms. */
function paintsWithin(limit) {
  return new Promise((resolve) => {
    setTimeout(() => resolve(false), limit);
    requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)));
  });
}

/**
 * Sets the viewport and waits until the page has painted at that size, nudging the browser when
 * frames stall. Answers whether it painted; a page that never does is left for the check to judge.
 */
export async function resizeTo(page, { width, height }) {
  await page.setViewportSize({ width, height });
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    if (await page.evaluate(paintsWithin, FRAME_WAIT_MS)) return true;
    process.stderr.write(`[viewport] no frame ${FRAME_WAIT_MS} ms after a resize to ${width}px\n`);
    await page.bringToFront();
    await page.setViewportSize({ width: width + 1, height });
    await page.setViewportSize({ width, height });
  }
  return false;
}

/** A page that painted no frame after a resize, nudges included: its layout is not the new width's. */
export class PageStalledError extends Error {}

/** resizeTo for a caller that can replace a page that stopped painting: throws PageStalledError. */
export async function resizeOrThrow(page, size, label) {
  if (!(await resizeTo(page, size))) {
    throw new PageStalledError(`${label} at ${size.width}px: the page stopped painting`);
  }
}
