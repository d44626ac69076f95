// Walking many routes of the SPA quickly: one page per role, routes opened without reloads, and a
// wait for the product's network to fall quiet before measuring.

/* global document, window, PopStateEvent -- these run in the page */

/** Waits until the page has asked the product for nothing for a moment (data, chunks, images). */
export function quietNetwork(page, productUrl) {
  const inFlight = new Set();
  const ours = (request) => request.url().startsWith(productUrl);
  page.on('request', (request) => ours(request) && inFlight.add(request));
  for (const event of ['requestfinished', 'requestfailed']) {
    page.on(event, (request) => inFlight.delete(request));
  }
  return async () => {
    const deadline = Date.now() + 10_000;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      if (inFlight.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= 150) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}

/** Opens an address the way a link does (no reload), so a hundred routes take seconds. */
export const navigate = (page, address) =>
  page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);

/**
 * Waits until the screen is no longer loading: a page behind the sign-in guard loads its code once
 * it renders (after the route has matched and the title has changed), and pages show the same
 * loader while their data arrives. A page still loading after `timeout` is measured as it is.
 */
export const untilLoaded = (page, timeout = 15_000) =>
  page
    .waitForFunction(() => !document.querySelector('[data-testid="page-loader"]'), null, {
      timeout,
    })
    .catch(() => {});

/**
 * Opens an address without a reload and waits until the router has shown its screen: every screen
 * sets its own tab title, so a changed title means the previous screen is gone (the router keeps
 * it on screen while the next one's code loads). Addresses whose title does not change, such as
 * the same screen with other parameters, go on after a moment.
 */
export async function openRoute(page, address) {
  const before = await page.title();
  await navigate(page, address);
  await page
    .waitForFunction((title) => document.title !== title, before, { timeout: 3_000 })
    .catch(() => {});
  await untilLoaded(page);
}
