// Paying through the sandbox providers, as learners do it: a visitor buys a course with Robokassa
// and watches it; a buyer gives a kit through Epoint to an e-mail with no account, whose owner then
// registers and finds it; a learner whose access expired renews it through Tinkoff at the renewal
// price. Each checks the money too: what the provider is asked for and what 'Мои покупки' shows.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { screenshotter } from './support/browser.mjs';
import {
  assertPaidRow,
  buildSpaFor,
  payOnSandbox,
  paymentRow,
  waitForConfirmation,
} from './support/payments.mjs';
import { startProductServer } from './support/product-server.mjs';
import { productInBrowser } from './support/site.mjs';
import {
  api,
  byTestId,
  logIn,
  logOut,
  money,
  openAuthModal,
  registerInModal,
} from './support/steps.mjs';

const site = productInBrowser();

const password = 'secret1';
const newEmail = (who) => `${who}.${Date.now()}.${randomBytes(3).toString('hex')}@example.com`;

async function openPage(journey) {
  const page = await site.browser.newPage({
    viewport: { width: 1280, height: 900 },
    locale: 'ru-RU',
  });
  const failures = [];
  page.on('pageerror', (error) => failures.push(error.message));
  return { page, shot: screenshotter(page, journey), failures };
}

/** The course's video page shows the player: the learner can watch. */
async function assertWatching(page, origin, webinarId) {
  await page.waitForURL(`${origin}/account/videos/${webinarId}`);
  const video = byTestId(page, 'video-page');
  await video.waitFor();
  await video.locator('iframe, video').first().waitFor({ state: 'attached' });
}

test('a visitor buys a course with Robokassa and watches it', async () => {
  const { page, shot, failures } = await openPage('payment-robokassa');
  const { webinars } = await api(site.server, 'GET', '/api/v2/user/webinars');
  const course = webinars.find((webinar) => webinar.final_price > 0);
  assert.ok(course, 'the demo catalog has a paid course');

  await page.goto(`${site.server.url}/videocourses/${course.id}`);
  await byTestId(page, 'buy-button').waitFor();
  assert.match(await byTestId(page, 'purchase-price').innerText(), money(course.final_price));
  await shot('course');

  // Buying asks a visitor to sign in first; a new learner registers right there
  await byTestId(page, 'buy-button').click();
  await byTestId(page, 'auth-modal').waitFor();
  await registerInModal(page, { email: newEmail('buyer'), password });
  await page.goto(`${site.server.url}/videocourses/${course.id}`);
  await byTestId(page, 'buy-button').click();

  // The SPA posts the hidden form to Robokassa's (sandbox) page, asking for the final price
  const paymentId = await payOnSandbox(page, {
    provider: 'robokassa',
    amount: course.final_price,
    currency: 'RUB',
  });
  await waitForConfirmation(page, paymentId);
  await shot('confirmed');

  // The return page opens the course by itself
  await assertWatching(page, site.server.url, course.id);
  await shot('watching');

  await page.goto(`${site.server.url}/videocourses/${course.id}`);
  await byTestId(page, 'webinar-access').waitFor();
  assert.equal(await byTestId(page, 'buy-button').count(), 0, 'an owned course is not for sale');
  const row = await paymentRow(page, paymentId);
  await assertPaidRow(row, { amount: course.final_price, currency: 'RUB' });
  assert.equal(await row.getByTestId('payment-product').innerText(), course.title);
  await shot('my-payments');

  assert.deepEqual(failures, [], 'no uncaught errors in the page');
  await page.close();
});

test('a buyer gives a kit through Epoint to a new e-mail; its owner registers and has it', async () => {
  const { page, shot, failures } = await openPage('payment-epoint-gift');
  const { kits } = await api(site.server, 'GET', '/api/v2/user/kits');
  const kit = kits.find((item) => item.final_price > 0 && item.final_price_azn > 0);
  assert.ok(kit, 'the demo catalog has a kit with a price in manats');
  const friend = newEmail('friend');
  const [taken] = await site.server.sql(
    'SELECT count(*)::int AS n FROM users WHERE lower(login) = $1 OR lower(email) = $1',
    [friend],
  );
  assert.equal(taken.n, 0, 'the friend has no account yet');

  await page.goto(`${site.server.url}/kits/${kit.id}`);
  await byTestId(page, 'gift-button').waitFor();
  await byTestId(page, 'gift-button').click();
  await byTestId(page, 'auth-modal').waitFor();
  await registerInModal(page, { email: newEmail('giver'), password, firstName: 'Ольга' });
  await page.goto(`${site.server.url}/kits/${kit.id}`);

  // 'Подарить другу': the friend's e-mail, then the foreign-card button with the price in manats
  await byTestId(page, 'gift-button').click();
  await byTestId(page, 'gift-dialog').waitFor();
  await byTestId(page, 'gift-email').fill(friend);
  const foreignCard = byTestId(page, 'gift-foreign-card');
  assert.equal(
    await foreignCard.innerText(),
    `У меня иностранная карта* (${kit.final_price_azn} AZN)`,
  );
  await shot('gift-dialog');
  await foreignCard.click();

  const paymentId = await payOnSandbox(page, {
    provider: 'epoint',
    amount: kit.final_price_azn,
    currency: 'AZN',
  });
  await waitForConfirmation(page, paymentId);
  assert.match(await byTestId(page, 'return-paid').innerText(), new RegExp(friend));
  await shot('gift-paid');

  const row = await paymentRow(page, paymentId);
  await assertPaidRow(row, { amount: kit.final_price_azn, currency: 'AZN' });
  assert.match(
    await row.getByTestId('payment-gift').innerText(),
    new RegExp(`Подарок для ${friend}`),
  );
  await shot('my-payments');
  const letter = await site.server.mailTo(friend);
  assert.match(letter.subject, new RegExp(`Вам подарили комплект курсов «${kit.title}»`));
  assert.match(letter.text, /Ольга/);

  // The friend registers with that address and finds the kit under 'Мои комплекты'
  await logOut(page);
  await openAuthModal(page);
  await registerInModal(page, { email: friend, password, firstName: 'Мария' });
  await byTestId(page, 'user-menu-trigger').click();
  await page.getByRole('menuitem', { name: 'Мои комплекты' }).click();
  const mine = byTestId(page, 'my-kits');
  await mine.waitFor();
  await mine.getByText(kit.title).waitFor();
  await shot('friend-kits');

  assert.deepEqual(failures, [], 'no uncaught errors in the page');
  await page.close();
});

test('a learner renews an expired course through Tinkoff at the renewal price', async () => {
  // Tinkoff takes Russian cards only in an SPA built so (VITE_RUB_PAYMENT_PROVIDER): that build is
  // served by a product instance of its own.
  const spa = buildSpaFor('tinkoff');
  const tinkoffShop = await startProductServer({ webDistDir: spa.dir });
  try {
    await renewThroughTinkoff(tinkoffShop);
  } finally {
    await tinkoffShop.stop();
    spa.remove();
  }
});

async function renewThroughTinkoff(shop) {
  const { page, shot, failures } = await openPage('payment-tinkoff-renewal');
  const { webinars } = await api(shop, 'GET', '/api/v2/user/webinars');
  const course = webinars.find(
    (webinar) => webinar.price > 0 && webinar.final_price === webinar.price,
  );
  assert.ok(course, 'the demo catalog has a paid course without a sale');
  const renewalPrice = Math.round(course.price * 60) / 100;
  assert.equal(course.prolongation_price, renewalPrice, 'renewal costs 60 % of the price');

  // A learner whose year of access ended a month ago (no one can make that from the UI)
  const email = newEmail('renewer');
  const { user } = await api(shop, 'POST', '/api/v1/register', {
    body: {
      login: email,
      password,
      cellphone: '+7 (999) 123 4567',
      first_name: 'Анна',
      last_name: 'Иванова',
    },
  });
  await shop.sql(
    `INSERT INTO access_grants (user_id, webinar_id, source, starts_at, expires_at)
     VALUES ($1, $2, 'admin', now() - interval '395 days', now() - interval '30 days')`,
    [user.id, course.id],
  );

  await page.goto(shop.url);
  await logIn(page, email, password);
  await byTestId(page, 'user-menu-trigger').waitFor();
  await page.goto(`${shop.url}/videocourses/${course.id}`);
  await byTestId(page, 'prolong-button').waitFor();
  assert.equal(await byTestId(page, 'prolong-button').innerText(), 'Продлить');
  assert.match(await byTestId(page, 'purchase-price').innerText(), money(renewalPrice));
  assert.match(await byTestId(page, 'legal-notice').innerText(), /со скидкой 40%/);
  await shot('renewal-offer');
  await byTestId(page, 'prolong-button').click();

  // The SPA opens Tinkoff's PaymentURL: the sandbox page asks for the renewal price
  const paymentId = await payOnSandbox(page, {
    provider: 'tinkoff',
    amount: renewalPrice,
    currency: 'RUB',
  });
  await waitForConfirmation(page, paymentId);
  await assertWatching(page, shop.url, course.id);
  await shot('watching-again');

  const [grant] = await shop.sql(
    `SELECT expires_at > now() + interval '364 days' AS a_year_ahead FROM access_grants
     WHERE user_id = $1 AND webinar_id = $2`,
    [user.id, course.id],
  );
  assert.equal(grant.a_year_ahead, true, 'the renewal gives a year from today');
  const row = await paymentRow(page, paymentId);
  await assertPaidRow(row, { amount: renewalPrice, currency: 'RUB' });
  assert.match(await row.innerText(), /Продление доступа/);
  await shot('my-payments');

  assert.deepEqual(failures, [], 'no uncaught errors in the page');
  await page.close();
}
