// Nothing scrolls sideways: every route of the SPA, at every width from a small phone to a wide
// screen, as a visitor, a learner with purchases and the school, and an admin. At each width the
// header shows either the whole menu or the ☰ button, and the open menus fit the screen too.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { launchBrowser } from './support/browser.mjs';
import { prepareLayoutData } from './support/layout-data.mjs';
import { layoutProblemAt } from './support/overflow.mjs';
import { startProductServer } from './support/product-server.mjs';
import { assertEveryRouteListed, siteRoutes } from './support/site-routes.mjs';
import { navigate, quietNetwork, untilLoaded } from './support/spa-pages.mjs';
import { byTestId, logIn } from './support/steps.mjs';
import { PageStalledError, resizeOrThrow } from './support/viewport.mjs';

const WIDTHS = [320, 390, 768, 820, 1024, 1280, 1366, 1920];
const HEIGHT = 800;
/** Long logins: the account block must stay short whatever the address. */
const admin = { login: 'layout-widths.administrator@example.com', password: 'admin12345' };
const learner = {
  email: `layout-widths.learner.${randomBytes(3).toString('hex')}@example.com`,
  password: 'secret1',
};

let server;
let browser;
let ids;
const pages = {};

/** A role's page; `context` is the role's own (a new page in it keeps the session). */
async function openPage(context, errors = []) {
  const owner =
    context ??
    (await browser.newContext({ viewport: { width: 1280, height: HEIGHT }, locale: 'ru-RU' }));
  const page = await owner.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, settle: quietNetwork(page, server.url) };
}

/** Opens a route and waits until it has drawn its content, its requests and its fonts. */
async function showRoute(role, address) {
  const { page, settle } = pages[role];
  await navigate(page, address);
  await byTestId(page, 'footer').waitFor();
  await untilLoaded(page);
  await settle();
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Headless Chromium now and then stops painting a page for good after a resize
 * (CI, 7 December: one role's page, at every width after the first, through every nudge of
 * resizeTo, until the journey's time ran out). Such a page is closed and the role goes on in a new
 * one of its context, at `address`: the measure is then taken on a page that paints.
 */
async function inLivePage(role, address, measure) {
  try {
    return await measure(pages[role].page);
  } catch (error) {
    if (!(error instanceof PageStalledError)) throw error;
    process.stderr.write(`[layout-widths] ${error.message}: a new page takes over\n`);
    const { page, errors } = pages[role];
    const context = page.context();
    await page.close();
    pages[role] = await openPage(context, errors);
    await pages[role].page.setViewportSize({ width: 1280, height: HEIGHT });
    await pages[role].page.goto(server.url);
    await showRoute(role, address);
    return measure(pages[role].page);
  }
}

before(async () => {
  server = await startProductServer({ admin });
  browser = await launchBrowser();
  for (const role of ['visitor', 'learner', 'admin']) pages[role] = await openPage();
  ids = await prepareLayoutData(server, pages.learner.page, learner);
  await pages.admin.page.goto(server.url);
  await logIn(pages.admin.page, admin.login, admin.password);
  await byTestId(pages.admin.page, 'user-menu-trigger').waitFor();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/* global document -- this runs in the page */

/** Opens each route, then walks the widths on it; collects every problem rather than the first. */
async function checkRoutes(role, routes) {
  const problems = [];
  await pages[role].page.setViewportSize({ width: 1280, height: HEIGHT });
  await pages[role].page.goto(server.url);
  for (const [pattern, address] of routes) {
    await showRoute(role, address);
    for (const width of WIDTHS) {
      const label = `${role} ${address} (${pattern})`;
      const problem = await inLivePage(role, address, (page) =>
        layoutProblemAt(page, width, label, { header: true, throwWhenStalled: true }),
      );
      if (problem) problems.push(problem);
    }
    await pages[role].page.setViewportSize({ width: 1280, height: HEIGHT });
  }
  return { problems, errors: pages[role].errors };
}

/** Opens a menu, measures the page with it open, closes it; answers what went wrong, or null. */
async function problemWithOpen(page, width, { opener, panel, close }, label) {
  const button = page.locator(`[data-testid="${opener}"]:visible`).first();
  if ((await button.count()) === 0) return null;
  let step = 'does not open';
  try {
    await button.click();
    await byTestId(page, panel).waitFor({ timeout: 5_000 });
    const problem = await layoutProblemAt(page, width, label);
    step = 'does not close';
    await close(page);
    await byTestId(page, panel).waitFor({ state: 'hidden', timeout: 5_000 });
    return problem;
  } catch (error) {
    await page.reload(); // whatever stayed open, the next width starts clean
    return `${label} at ${width}px: it ${step} (${error.message.split('\n')[0]})`;
  }
}

/** On the home page: the ☰ drawer and the account menu, opened at each width where shown. */
async function checkOpenMenus(role) {
  const menus = [
    {
      opener: 'mobile-menu-open',
      panel: 'mobile-menu',
      close: (page) => byTestId(page, 'mobile-menu-close').click(),
    },
    {
      opener: 'user-menu-trigger',
      panel: 'user-menu',
      close: (page) => page.keyboard.press('Escape'),
    },
  ];
  const problems = [];
  await pages[role].page.goto(server.url);
  await pages[role].settle();
  for (const width of WIDTHS) {
    await inLivePage(role, '/', (page) =>
      resizeOrThrow(page, { width, height: HEIGHT }, `${role} /`),
    );
    for (const menu of menus) {
      const label = `${role}: ${menu.panel} open`;
      const problem = await problemWithOpen(pages[role].page, width, menu, label);
      if (problem) problems.push(problem);
    }
  }
  return problems;
}

async function checkRole(role, routes) {
  const { problems, errors } = await checkRoutes(role, routes);
  problems.push(...(await checkOpenMenus(role)));
  assert.deepEqual(problems, [], `${problems.length} layout problems:\n${problems.join('\n')}`);
  assert.deepEqual(errors, [], 'no uncaught errors in the page');
}

test('every route the router declares is checked', () => {
  assertEveryRouteListed(siteRoutes(ids));
});

// The roles walk their pages side by side: each has its own page, and the wait for the network
// of one overlaps the rendering of another.
test('the check reports a page wider than the screen that stays so', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: HEIGHT } });
  try {
    await page.goto(server.url);
    await byTestId(page, 'footer').waitFor();
    await page.evaluate(() => {
      const wide = document.createElement('div');
      wide.style.width = '2000px';
      wide.style.height = '10px';
      document.body.append(wide);
    });
    const problem = await layoutProblemAt(page, 320, 'a page with a 2000 px block');
    assert.match(problem ?? '', /at 320px: the page is 2000px wide in a 320px viewport/);
  } finally {
    await page.close();
  }
});

describe('every page at every width', { concurrency: 3 }, () => {
  test('a visitor: the public pages', async () => {
    await checkRole('visitor', siteRoutes(ids).publicRoutes);
  });

  test('a learner with courses, a kit, payments and the school: public and account pages', async () => {
    const { publicRoutes, accountRoutes } = siteRoutes(ids);
    await checkRole('learner', [...publicRoutes, ...accountRoutes]);
  });

  test('an admin: public, account and admin pages', async () => {
    const { publicRoutes, accountRoutes, adminRoutes } = siteRoutes(ids);
    await checkRole('admin', [...publicRoutes, ...accountRoutes, ...adminRoutes]);
  });
});
