// Keyboard only: the skip link, logging in with Enter, the courses-author list scrolled with the
// keys, the gift and forgot-password dialogs, and logging out; focus is checked after every dialog
// (on its first field when it opens, back on its opener or the page content when it closes, never
// on <body>).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screenshotter } from './support/browser.mjs';
import { productInBrowser } from './support/site.mjs';
import { api, byTestId } from './support/steps.mjs';

const site = productInBrowser();

/* global document -- the functions below run in the page, through page.evaluate */

/** What has focus, as `tag[data-testid]`, for assertions that read like the page. */
const focused = (page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    const testId = element?.getAttribute('data-testid');
    return `${element?.tagName.toLowerCase()}${testId ? `[${testId}]` : ''}`;
  });

async function waitForFocus(page, expected, message) {
  const deadline = Date.now() + 3_000;
  let actual = await focused(page);
  while (actual !== expected && Date.now() < deadline) {
    await page.waitForTimeout(50);
    actual = await focused(page);
  }
  assert.equal(actual, expected, message);
}

/** Presses Tab `presses` times, asserting focus never leaves the dialog. */
async function assertTabStaysIn(page, dialogTestId, presses = 6) {
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(
      (id) => document.querySelector(`[data-testid="${id}"]`)?.contains(document.activeElement),
      dialogTestId,
    );
    assert.ok(inside, `Tab ${press + 1} stays inside ${dialogTestId}`);
  }
}

/** Focuses an element without clicking it, as Tab would, then presses Enter on it. */
async function activate(page, testId) {
  await byTestId(page, testId).first().focus();
  await page.keyboard.press('Enter');
}

test('every form and dialog works from the keyboard', async () => {
  const page = await site.browser.newPage({
    viewport: { width: 1280, height: 900 },
    locale: 'ru-RU',
  });
  const shot = screenshotter(page, 'keyboard');
  const failures = [];
  page.on('pageerror', (error) => failures.push(error.message));

  // The skip link is the first stop and lands in the content
  await page.goto(site.server.url);
  await byTestId(page, 'header').waitFor();
  await page.keyboard.press('Tab');
  await waitForFocus(page, 'a[skip-link]', 'the first Tab reaches the skip link');
  assert.equal(await byTestId(page, 'skip-link').innerText(), 'Перейти к содержимому');
  await shot('skip-link');
  await page.keyboard.press('Enter');
  await waitForFocus(page, 'main', 'the skip link moves focus to <main>');

  // The auth modal opens on the e-mail; the password is sent with Enter, without leaving the field
  await activate(page, 'auth-open');
  await byTestId(page, 'auth-modal').waitFor();
  await waitForFocus(page, 'input[login-email]', 'the auth modal opens on the e-mail field');
  await assertTabStaysIn(page, 'auth-modal');

  // Forgot password, nested: its field first, Enter sends, Esc closes it alone
  await activate(page, 'forgot-password-open');
  await byTestId(page, 'forgot-password-dialog').waitFor();
  await waitForFocus(
    page,
    'input[forgot-password-email]',
    'the forgot-password dialog opens on its field',
  );
  await page.keyboard.type(site.server.admin.login);
  await page.keyboard.press('Enter');
  await byTestId(page, 'forgot-password-sent').waitFor();
  await shot('forgot-password-sent');
  await page.keyboard.press('Escape');
  await byTestId(page, 'forgot-password-dialog').waitFor({ state: 'detached' });
  await waitForFocus(page, 'button[forgot-password-open]', 'back on «Забыли пароль?»');

  await byTestId(page, 'login-email').focus();
  await page.keyboard.type(site.server.admin.login);
  await page.keyboard.press('Tab');
  await page.keyboard.type(site.server.admin.password);
  await page.keyboard.press('Enter');
  await byTestId(page, 'user-menu-trigger').waitFor();
  // The login button that opened the modal is gone: focus goes to the content, not to <body>.
  await waitForFocus(page, 'main', 'after signing in, focus is on the page content');
  await shot('signed-in');

  // The courses-author list takes focus and scrolls with the keys down to its last item
  await activate(page, 'footer-courses-author');
  await byTestId(page, 'courses-author-dialog').waitFor();
  await waitForFocus(page, 'div[courses-author-dialog-body]', 'the list box has focus');
  const body = byTestId(page, 'courses-author-dialog-body');
  const scrollable = await body.evaluate((element) => element.scrollHeight > element.clientHeight);
  assert.ok(scrollable, 'the list is longer than the dialog: it scrolls inside');
  await page.keyboard.press('PageDown');
  await page.waitForFunction((element) => element.scrollTop > 0, await body.elementHandle());
  await page.keyboard.press('End');
  const last = page.getByText('Как поддержать горюющего человека');
  await page.waitForFunction(
    ([box, item]) => item.getBoundingClientRect().bottom <= box.getBoundingClientRect().bottom + 1,
    [await body.elementHandle(), await last.elementHandle()],
  );
  await shot('courses-author-end');
  await assertTabStaysIn(page, 'courses-author-dialog', 3);
  await page.keyboard.press('Escape');
  await byTestId(page, 'courses-author-dialog').waitFor({ state: 'detached' });
  await waitForFocus(page, 'button[footer-courses-author]', 'back on the footer link');

  // The gift dialog opens on its e-mail and gives focus back to «Подарить» on Esc
  const { webinars } = await api(site.server, 'GET', '/api/v2/user/webinars');
  const paid = webinars.find((webinar) => webinar.final_price > 0);
  assert.ok(paid, 'the demo catalog has a paid course');
  await page.goto(`${site.server.url}/videocourses/${paid.id}`);
  await byTestId(page, 'gift-button').first().waitFor();
  await activate(page, 'gift-button');
  await byTestId(page, 'gift-dialog').waitFor();
  await waitForFocus(page, 'input[gift-email]', 'the gift dialog opens on its e-mail field');
  await page.keyboard.type('friend@example');
  assert.ok(
    await byTestId(page, 'gift-submit').isDisabled(),
    '«Оплатить» waits for a valid address',
  );
  await page.keyboard.type('.com');
  await page.waitForFunction(
    () => !document.querySelector('[data-testid="gift-submit"]')?.disabled,
  );
  await assertTabStaysIn(page, 'gift-dialog');
  await page.keyboard.press('Escape');
  await byTestId(page, 'gift-dialog').waitFor({ state: 'detached' });
  await waitForFocus(page, 'button[gift-button]', 'back on «Подарить»');

  // Logging out: the dialog opens on «Отмена»; after «Да» focus is on the content
  await page.goto(`${site.server.url}/logout`);
  await byTestId(page, 'logout-dialog').waitFor();
  await waitForFocus(page, 'button[logout-cancel]', 'the logout dialog opens on «Отмена»');
  await assertTabStaysIn(page, 'logout-dialog', 3);
  await byTestId(page, 'logout-confirm').focus();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/');
  await byTestId(page, 'auth-open').first().waitFor();
  await waitForFocus(page, 'main', 'after logging out, focus is on the page content');
  await shot('logged-out');

  assert.deepEqual(failures, [], 'no uncaught errors in the page');
});
