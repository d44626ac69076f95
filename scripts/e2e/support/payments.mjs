// Payment steps of the journeys: the sandbox provider pages, 'Мои покупки', and an SPA built with
// another Russian-card provider (a build-time setting).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../lib/postgres.mjs';
import { assertFitsAllWidths, byTestId } from './steps.mjs';

const providerTitles = { robokassa: 'Robokassa', epoint: 'Epoint', tinkoff: 'Т-Банк' };
const currencySigns = { RUB: '₽', AZN: 'AZN' };

/** "4 900 ₽" and "4900 ₽" alike: page amounts are compared with their spaces dropped. */
const compact = (text) => text.replace(/\s/g, '');
const printed = (amount, currency) =>
  `${String(amount).replace('.', ',')}${currencySigns[currency]}`;

/**
 * On a sandbox provider page: checks whose page it is and the amount charged, then clicks
 * «Оплатить». Answers the order number the page shows (our payment id).
 */
export async function payOnSandbox(page, { provider, amount, currency }) {
  await page.waitForURL(`**/api/v1/payment/sandbox/${provider}/**`);
  const heading = await page.getByRole('heading', { level: 1 }).innerText();
  const orderId = /Оплата заказа №(\d+)/.exec(heading)?.[1];
  assert.ok(orderId, `the sandbox page names the order: "${heading}"`);
  await page.getByText(`Платёжная страница ${providerTitles[provider]} (песочница)`).waitFor();
  const charged = await page.locator('tr', { hasText: 'Сумма' }).locator('td').innerText();
  assert.equal(compact(charged), printed(amount, currency), 'the provider is asked for the price');
  await page.getByRole('button', { name: 'Оплатить', exact: true }).click();
  return Number(orderId);
}

/** Back from the provider: the return page names the payment and waits for its confirmation. */
export async function waitForConfirmation(page, paymentId) {
  await page.waitForURL((url) => url.pathname === '/account/payments/return');
  assert.equal(new URL(page.url()).searchParams.get('payment_id'), String(paymentId));
  await byTestId(page, 'return-paid').waitFor();
  await assertFitsAllWidths(page);
}

/** The row of one payment on 'Мои покупки', opened from the user menu. */
export async function paymentRow(page, paymentId) {
  await byTestId(page, 'user-menu-trigger').click();
  await page.getByRole('menuitem', { name: 'Мои покупки' }).click();
  const row = byTestId(page, `payment-${paymentId}`);
  await row.waitFor();
  // A cached list shows at once, while the menu still fades out where a wide screen put it.
  await byTestId(page, 'user-menu').waitFor({ state: 'hidden' });
  await assertFitsAllWidths(page);
  return row;
}

/** A payment row says it is paid and shows the amount charged. */
export async function assertPaidRow(row, { amount, currency }) {
  assert.equal(await row.getByTestId('payment-status').innerText(), 'Оплачено');
  assert.equal(
    compact(await row.getByTestId('payment-amount').innerText()),
    printed(amount, currency),
  );
}

/**
 * The SPA built into a temporary folder with `VITE_RUB_PAYMENT_PROVIDER` set, for a product
 * instance of its own (the API serves the build named by WEB_DIST_DIR). Vite takes a few seconds.
 */
export function buildSpaFor(rubPaymentProvider) {
  const webDir = path.join(REPO_ROOT, 'apps/web');
  const dir = mkdtempSync(path.join(tmpdir(), `journey-spa-${rubPaymentProvider}-`));
  const result = spawnSync(
    process.execPath,
    [
      path.join(webDir, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      dir,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    {
      cwd: webDir,
      env: { ...process.env, VITE_RUB_PAYMENT_PROVIDER: rubPaymentProvider },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`the SPA build for ${rubPaymentProvider} failed:\n${result.stderr}`);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
