// Steps several journeys share, written the way a person uses the site.
import assert from 'node:assert/strict';
import { layoutProblemAt } from './overflow.mjs';

export const byTestId = (page, id) => page.locator(`[data-testid="${id}"]`);

export async function openAuthModal(page) {
  await page.locator('[data-testid^="auth-open"]:visible').first().click();
  await byTestId(page, 'auth-modal').waitFor();
}

/** Fills and sends the registration tab of the auth modal; the modal must be open. */
export async function registerInModal(page, { email, password, firstName = 'Анна' }) {
  await byTestId(page, 'auth-tab-registration').click();
  await byTestId(page, 'register-email').fill(email);
  await byTestId(page, 'register-password').fill(password);
  await byTestId(page, 'register-cellphone').pressSequentially('79991234567');
  await byTestId(page, 'register-first-name').fill(firstName);
  await byTestId(page, 'register-last-name').fill('Иванова');
  await page.locator('[data-testid="register-agree"] [data-part="control"]').click();
  await byTestId(page, 'register-submit').click();
  await byTestId(page, 'user-menu-trigger').waitFor();
  // A new account lands on the home page (spec §4), wherever the modal was opened.
  await page.waitForURL((url) => url.pathname === '/');
}

/** A price as the site prints it ("4 900" or "4900"), for matching page text. */
export const money = (amount) =>
  new RegExp(String(amount).replace(/\B(?=(\d{3})+$)/g, '[\\s\\u00a0]?'));

export async function logIn(page, login, password) {
  await openAuthModal(page);
  await byTestId(page, 'auth-tab-login').click();
  await byTestId(page, 'login-email').fill(login);
  await byTestId(page, 'login-password').fill(password);
  await byTestId(page, 'login-password').blur();
  await byTestId(page, 'login-submit').click();
}

export async function logOut(page) {
  // Right after signing in the menu re-renders when the access flags (kits, school) arrive, which
  // can close it under the click: open it again until the dialog shows.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await byTestId(page, 'user-menu-trigger').click({ timeout: 5_000 });
      await page.getByRole('menuitem', { name: 'Выход' }).click({ timeout: 3_000 });
      await byTestId(page, 'logout-dialog').waitFor({ timeout: 3_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape'); // back to a closed menu, whatever was half-open
    }
  }
  await byTestId(page, 'logout-confirm').click();
  await page.locator('[data-testid^="auth-open"]:visible').first().waitFor();
  // The session is gone before the navigation to / ends: wait for that, then check it.
  await page.waitForURL((url) => url.pathname === '/');
  assert.equal(new URL(page.url()).pathname, '/');
}

/** Calls the API as a client would (for set-up the journey is not about). */
export async function api(server, method, path, { token, body } = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  assert.ok(response.ok, `${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

/** The page fits every width from a small phone to a wide screen: nothing scrolls sideways. */
export async function assertFitsAllWidths(page, widths = [320, 375, 768, 1024, 1920]) {
  const original = page.viewportSize();
  try {
    for (const width of widths) {
      const problem = await layoutProblemAt(page, width, page.url());
      if (problem) assert.fail(problem);
    }
  } finally {
    if (original) await page.setViewportSize(original);
  }
}
