// axe-core finds nothing wrong (WCAG 2.1 A/AA and best practices) on every page a person can open,
// at a phone's width and a laptop's: the public pages as a visitor, the account pages as a learner
// with purchases and the school, the admin pages as an admin, and every dialog and menu open: the
// auth modal on both tabs, forgot-password, 'Автор курсов', the header's menus, the ☰ menu (and the
// account menu inside it), the logout confirmation and the gift dialog. A failure lists every rule
// and element with the pages where they were found.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { violationLog } from './support/axe.mjs';
import { launchBrowser } from './support/browser.mjs';
import { prepareLayoutData } from './support/layout-data.mjs';
import { startProductServer } from './support/product-server.mjs';
import { siteRoutes } from './support/site-routes.mjs';
import { openRoute, quietNetwork } from './support/spa-pages.mjs';
import { api, byTestId, logIn, openAuthModal } from './support/steps.mjs';
import { resizeTo } from './support/viewport.mjs';

const PHONE = 390;
const LAPTOP = 1280;
const HEIGHT = 800;
const admin = { login: 'a11y.administrator@example.com', password: 'admin12345' };
const learner = {
  email: `a11y.learner.${randomBytes(3).toString('hex')}@example.com`,
  password: 'secret1',
};

let server;
let browser;
let ids;
const roles = {};

async function openRole() {
  const page = await browser.newPage({
    viewport: { width: LAPTOP, height: HEIGHT },
    locale: 'ru-RU',
    // The site's CSP forbids inline scripts, which is how axe is put into the page.
    bypassCSP: true,
  });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, settle: quietNetwork(page, server.url), axe: violationLog() };
}

before(async () => {
  server = await startProductServer({ admin });
  browser = await launchBrowser();
  for (const role of ['visitor', 'learner', 'admin']) roles[role] = await openRole();
  ids = await prepareLayoutData(server, roles.learner.page, learner);
  await roles.admin.page.goto(server.url);
  await logIn(roles.admin.page, admin.login, admin.password);
  await byTestId(roles.admin.page, 'user-menu-trigger').waitFor();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Checks the page as it is at each width (a dialog stays open while the window is resized). */
async function checkAt(role, label, widths = [PHONE, LAPTOP]) {
  const { page, axe } = roles[role];
  for (const width of widths) {
    await resizeTo(page, { width, height: HEIGHT });
    await axe.check(page, `${role}: ${label} @${width}px`);
  }
}

/** Opens each route without a reload, waits for its data and images, then checks it. */
async function checkRoutes(role, routes) {
  const { page, settle } = roles[role];
  await page.goto(server.url);
  for (const [, address] of routes) {
    await openRoute(page, address);
    await byTestId(page, 'footer').waitFor();
    await settle();
    await checkAt(role, address);
  }
}

/** Opens a dialog or menu with `open`, checks the page with `panel` shown, closes it again. */
async function checkOpen(role, label, { open, panel, close = escape, widths }) {
  const { page } = roles[role];
  await open();
  await panel.waitFor();
  await checkAt(role, label, widths);
  await close(page);
  await panel.waitFor({ state: 'hidden' });
}

const escape = (page) => page.keyboard.press('Escape');
const visible = (page, testId) => page.locator(`[data-testid="${testId}"]:visible`).first();

async function checkVisitorDialogs() {
  const { page, settle } = roles.visitor;
  await openRoute(page, '/');
  await settle();
  await openAuthModal(page);
  await checkAt('visitor', 'the auth modal, login tab');
  await byTestId(page, 'auth-tab-registration').click();
  await checkAt('visitor', 'the auth modal, registration tab');
  await byTestId(page, 'auth-tab-login').click();
  await checkOpen('visitor', 'forgot-password over the auth modal', {
    open: () => byTestId(page, 'forgot-password-open').click(),
    panel: byTestId(page, 'forgot-password-dialog'),
  });
  await escape(page);
  await byTestId(page, 'auth-modal').waitFor({ state: 'hidden' });
  await checkOpen('visitor', "the header's 'Обо мне' menu", {
    open: () => page.getByRole('button', { name: /^Обо мне/ }).click(),
    panel: page.getByRole('menu'),
    widths: [LAPTOP],
  });
  await checkOpen('visitor', "the 'Автор курсов' dialog", {
    open: () => byTestId(page, 'footer-courses-author').click(),
    panel: byTestId(page, 'courses-author-dialog'),
  });
  await checkMobileMenu('visitor');
}

/**
 * The ☰ menu on a phone (its items depend on who is signed in); with `userMenu`, also the account
 * menu opened inside it.
 */
async function checkMobileMenu(role, { userMenu = false } = {}) {
  const { page } = roles[role];
  await resizeTo(page, { width: PHONE, height: HEIGHT });
  await visible(page, 'mobile-menu-open').click();
  const drawer = byTestId(page, 'mobile-menu');
  await drawer.waitFor();
  await checkAt(role, 'the ☰ menu open', [PHONE]);
  if (userMenu) {
    await checkOpen(role, 'the user menu inside the ☰ menu', {
      open: () => drawer.getByTestId('user-menu-trigger').click(),
      panel: byTestId(page, 'user-menu'),
      widths: [PHONE],
    });
  }
  await byTestId(page, 'mobile-menu-close').click();
  await drawer.waitFor({ state: 'hidden' });
  await resizeTo(page, { width: LAPTOP, height: HEIGHT });
}

/** The account menu from the header on a laptop. */
async function checkUserMenu(role) {
  const { page } = roles[role];
  await checkOpen(role, 'the user menu open', {
    open: () => visible(page, 'user-menu-trigger').click(),
    panel: byTestId(page, 'user-menu'),
    widths: [LAPTOP],
  });
}

async function checkLearnerDialogs() {
  const { page } = roles.learner;
  await checkMobileMenu('learner', { userMenu: true });
  await checkUserMenu('learner');
  await checkOpen('learner', 'the logout confirmation', {
    open: async () => {
      await visible(page, 'user-menu-trigger').click();
      await page.getByRole('menuitem', { name: 'Выход' }).click();
    },
    panel: byTestId(page, 'logout-dialog'),
    close: () => byTestId(page, 'logout-cancel').click(),
  });
}

async function checkAdminDialogs() {
  const { page, settle } = roles.admin;
  await checkUserMenu('admin');
  await checkOpen('admin', 'the admin menu open', {
    open: () => visible(page, 'admin-menu-trigger').click(),
    panel: byTestId(page, 'admin-menu'),
    widths: [LAPTOP],
  });
  const { webinars } = await api(server, 'GET', '/api/v2/user/webinars');
  const paid = webinars.find((webinar) => webinar.final_price > 0);
  assert.ok(paid, 'the catalog has a paid course to give');
  await openRoute(page, `/videocourses/${paid.id}`);
  await settle();
  await checkOpen('admin', 'the gift dialog', {
    open: () => visible(page, 'gift-button').click(),
    panel: byTestId(page, 'gift-dialog'),
  });
}

function assertClean(role) {
  const { axe, errors } = roles[role];
  const found = axe.report();
  if (found.length > 0) assert.fail(`axe found ${found.length} problems:\n\n${found.join('\n\n')}`);
  assert.deepEqual(errors, [], 'no uncaught errors in the page');
}

// The roles walk their pages side by side: each has its own page, and the wait for the network
// of one overlaps the checks of another.
describe('axe finds nothing on any page or dialog', { concurrency: 3 }, () => {
  test('a visitor: the public pages, the auth modal, the footer dialog and the ☰ menu', async () => {
    await checkRoutes('visitor', siteRoutes(ids).publicRoutes);
    await checkVisitorDialogs();
    assertClean('visitor');
  });

  test('a learner: the account pages, the user menu and the logout confirmation', async () => {
    await checkRoutes('learner', siteRoutes(ids).accountRoutes);
    await checkLearnerDialogs();
    assertClean('learner');
  });

  test('an admin: the admin pages, the user menu and the gift dialog', async () => {
    await checkRoutes('admin', siteRoutes(ids).adminRoutes);
    await checkAdminDialogs();
    assertClean('admin');
  });
});
