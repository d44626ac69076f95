// Browse the catalog → open a course → see the discounted price; an admin grants the course to a
// learner through set-webinars → the learner sees it under 'Мои видеокурсы' with its access date and
// opens the video page.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screenshotter } from './support/browser.mjs';
import { productInBrowser } from './support/site.mjs';
import { api, byTestId, logIn, money } from './support/steps.mjs';

const site = productInBrowser();

test('a visitor sees a sale price; a learner watches a course an admin granted', async () => {
  const page = await site.browser.newPage({
    viewport: { width: 1280, height: 900 },
    locale: 'ru-RU',
  });
  const shot = screenshotter(page, 'catalog');
  const failures = [];
  page.on('pageerror', (error) => failures.push(error.message));

  const { webinars } = await api(site.server, 'GET', '/api/v2/user/webinars');
  const onSale = webinars.find((webinar) => webinar.final_price < webinar.price);
  assert.ok(onSale, 'the demo catalog has a course with an active custom price');

  // Browse the catalog and open the course
  await page.goto(`${site.server.url}/videocourses`);
  const card = byTestId(page, `course-card-${onSale.id}`);
  await card.waitFor();
  assert.match(await card.innerText(), money(onSale.final_price));
  await shot('catalog');
  await card.getByRole('link', { name: 'Узнать подробнее' }).click();
  await page.waitForURL(`${site.server.url}/videocourses/${onSale.id}`);
  // The page frame shows before the course arrives: wait for the price block itself.
  await byTestId(page, 'purchase-price').waitFor();
  assert.match(await byTestId(page, 'purchase-price').innerText(), money(onSale.final_price));
  assert.match(await byTestId(page, 'purchase-old-price').innerText(), money(onSale.price));
  await byTestId(page, 'buy-button').waitFor();
  await shot('course-on-sale');

  // A learner with no access yet; the admin grants the course by hand
  const email = `learner.${Date.now()}@example.com`;
  const { user } = await api(site.server, 'POST', '/api/v1/register', {
    body: {
      login: email,
      password: 'secret1',
      cellphone: '+7 (999) 123 4567',
      first_name: 'Анна',
      last_name: 'Иванова',
    },
  });
  const { user: admin } = await api(site.server, 'POST', '/api/v1/get-token', {
    body: site.server.admin,
  });
  const granted = await api(site.server, 'POST', `/api/v2/admin/users/${user.id}/set-webinars`, {
    token: admin.api_token,
    body: { webinars: [{ id: onSale.id }], reason: 'Проверка в браузере' },
  });
  const expiresAt = new Date(granted.webinars[0].access_expires_at);

  // The learner finds it under 'Мои видеокурсы' with the date, and opens the video
  await page.goto(site.server.url);
  await logIn(page, email, 'secret1');
  await byTestId(page, 'user-menu-trigger').waitFor();
  await byTestId(page, 'user-menu-trigger').click();
  await page.getByRole('menuitem', { name: 'Мои видеокурсы' }).click();
  const mine = byTestId(page, 'my-videocourses');
  await mine.waitFor();
  await mine.getByText(onSale.title).waitFor();
  const myText = await mine.innerText();
  assert.match(myText, /Доступ до/);
  assert.match(myText, new RegExp(String(expiresAt.getUTCFullYear())));
  await shot('my-videocourses');
  await mine.getByRole('link', { name: 'Смотреть' }).first().click();
  await page.waitForURL(`${site.server.url}/account/videos/${onSale.id}`);
  const video = byTestId(page, 'video-page');
  await video.waitFor();
  await video.locator('iframe, video').first().waitFor({ state: 'attached' });
  await shot('video-page');

  assert.deepEqual(failures, [], 'no uncaught errors in the page');
  await page.close();
});
