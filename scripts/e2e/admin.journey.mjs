// The admin area (issue 12), walked by an admin signed in through the site: a new video course
// with a cover and a sale price, which the public catalogue then sells at that price; the course
// granted by hand to a learner; a school attempt reviewed from the reviewer's inbox; the learner's
// Robokassa payment in the payments list, its timeline and today's statistics; and its refund,
// which takes the course back from the learner.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import {
  answerExercise,
  coverImage,
  headingLeft,
  moscowDay,
  moscowMinute,
  openAdminScreen,
  openSession,
  tokenOf,
} from './support/admin.mjs';
import { launchBrowser } from './support/browser.mjs';
import { payOnSandbox, paymentRow, waitForConfirmation } from './support/payments.mjs';
import { startProductServer } from './support/product-server.mjs';
import {
  adminToken,
  bindTariff,
  createExercise,
  createTariff,
  registerLearner,
  theSchool,
} from './support/school.mjs';
import { openRoute } from './support/spa-pages.mjs';
import { api, byTestId, logIn, money } from './support/steps.mjs';

let server;
let browser;
let workDir;
before(async () => {
  server = await startProductServer();
  browser = await launchBrowser();
  workDir = mkdtempSync(path.join(tmpdir(), 'journey-admin-'));
});
after(async () => {
  await browser?.close();
  await server?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

const tag = () => randomBytes(3).toString('hex');
const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A price line exactly as the site prints it: `prefix` + '14 900 ₽' (any space between groups). */
const priceText = (amount, prefix = '') => new RegExp(`^${prefix}${money(amount).source}\\s₽$`);

/** The headings of a payment's timeline, oldest first. */
const timelineKinds = (page) =>
  byTestId(page, 'payment-timeline').locator(':scope > li > p:first-child').allInnerTexts();

test('an admin runs the shop from the admin area: a course on sale, a grant, a review, a payment and its refund', async () => {
  const admin = await openSession(browser, 'admin');
  const learner = await openSession(browser, 'admin-learner');
  const { page } = admin;
  const course = {
    title: `Границы без чувства вины ${tag()}`,
    price: 14900,
    priceAzn: 298,
    salePrice: 9900,
    salePriceAzn: 198,
  };

  // 1. The admin signs in through the site and creates the course with a cover and a price
  await page.goto(server.url);
  await logIn(page, server.admin.login, server.admin.password);
  await byTestId(page, 'admin-menu-trigger').waitFor();
  await openAdminScreen(page, 'Все видеокурсы');
  await byTestId(page, 'admin-videocourses-action').click();
  await page.waitForURL((url) => url.pathname === '/admin/videocourses/create');
  await byTestId(page, 'webinar-title').fill(course.title);
  await byTestId(page, 'webinar-short_description').fill(
    'Как говорить «нет» и сохранять близость.',
  );
  await byTestId(page, 'webinar-description').fill(
    'Разберём, откуда берётся вина.\n\nИ потренируемся отказывать спокойно.',
  );
  await byTestId(page, 'webinar-length').fill('3 часа 20 минут');
  await page.locator('[data-testid="webinar-is_active"] [data-part="control"]').click();
  await byTestId(page, 'webinar-video_url').fill('https://player.example.com/embed/boundaries');
  await byTestId(page, 'webinar-form-image-input').setInputFiles(await coverImage(workDir));
  const preview = byTestId(page, 'webinar-form-image-preview');
  await preview.waitFor();
  const imagePath = await preview.getAttribute('src');
  assert.match(imagePath ?? '', /^\/uploads\/.+\.png$/, 'the upload answers the stored path');
  await byTestId(page, 'webinar-price').fill(String(course.price));
  await byTestId(page, 'webinar-price_azn').fill(String(course.priceAzn));
  await admin.shot('course-form');
  await byTestId(page, 'webinar-form-submit').click();
  await page.waitForURL((url) => /^\/admin\/videocourses\/\d+$/.test(url.pathname));
  course.id = Number(new URL(page.url()).pathname.split('/').pop());
  await byTestId(page, 'admin-videocourse').getByRole('heading', { name: course.title }).waitFor();
  const prices = byTestId(page, 'webinar-view-prices');
  assert.match(await prices.innerText(), money(course.price));
  // Every admin screen below starts its heading where this one does (the same page frame)
  const frameLeft = await headingLeft(page);
  assert.ok(frameLeft > 0, 'the heading keeps off the window’s edge');
  const assertFramed = async (screen) =>
    assert.equal(await headingLeft(page), frameLeft, `${screen} sits in the page frame`);

  // ... and a sale price on the course's page: from an hour ago for a week, in roubles and manats
  const now = Date.now();
  await byTestId(page, 'custom-prices-empty').waitFor();
  await byTestId(page, 'custom-price-dialog-open').click();
  const dialog = byTestId(page, 'custom-price-dialog');
  await dialog.waitFor();
  await byTestId(page, 'custom-price-dialog-start').fill(moscowMinute(new Date(now - HOUR_MS)));
  await byTestId(page, 'custom-price-dialog-end').fill(moscowMinute(new Date(now + 7 * DAY_MS)));
  await byTestId(page, 'custom-price-dialog-price').fill(String(course.salePrice));
  await byTestId(page, 'custom-price-dialog-price_azn').fill(String(course.salePriceAzn));
  await byTestId(page, 'custom-price-dialog-submit').click();
  await dialog.waitFor({ state: 'hidden' });
  const phase = byTestId(page, 'custom-prices').locator('[data-testid$="-phase"]');
  await phase.waitFor();
  assert.equal(await phase.innerText(), 'Действует сейчас');
  // The course is read again: its final price is the sale price now
  await prices.filter({ hasText: money(course.salePrice) }).waitFor();
  await admin.shot('course-with-sale');

  // 2. A visitor finds it in the catalogue at the sale price, with the cover the admin uploaded
  const visitor = learner.page;
  await visitor.goto(`${server.url}/videocourses`);
  const card = byTestId(visitor, `course-card-${course.id}`);
  assert.match(
    await card.getByTestId('course-price').innerText(),
    priceText(course.salePrice, 'Стоимость: '),
  );
  await assertCoverLoaded(card, imagePath);
  await learner.shot('catalogue');
  await card.getByTestId('course-action-learn-more').click();
  await visitor.waitForURL(`${server.url}/videocourses/${course.id}`);
  await byTestId(visitor, 'course-title').filter({ hasText: course.title }).waitFor();
  assert.match(await byTestId(visitor, 'purchase-price').innerText(), priceText(course.salePrice));
  assert.match(await byTestId(visitor, 'purchase-old-price').innerText(), priceText(course.price));
  await assertCoverLoaded(byTestId(visitor, 'course-page'), imagePath);
  await learner.shot('course-on-sale');

  // 3. A learner registers; the admin finds them and grants the course, with a reason
  const email = `admin.learner.${Date.now()}.${tag()}@example.com`;
  const password = 'secret1';
  const account = await registerLearner(server, { email, password });
  await openAdminScreen(page, 'Все пользователи');
  await byTestId(page, 'users-search').fill(email);
  // The list is searched once typing pauses; the newest user may be on screen before that
  await page.waitForURL((url) => url.searchParams.get('search') === email);
  const userRow = byTestId(page, `user-${account.id}`);
  await userRow.waitFor();
  await assertFramed('the users list');
  await userRow.locator(`a[href="/admin/users/${account.id}/videocourses"]`).click();
  await page.waitForURL((url) => url.pathname === `/admin/users/${account.id}/videocourses`);
  await byTestId(page, 'admin-user-videocourses')
    .getByText('У пользователя нет видеокурсов')
    .waitFor();
  await assertFramed('the user’s courses');
  await byTestId(page, 'grant-webinar').selectOption(String(course.id));
  await byTestId(page, 'grant-reason').fill('Подарок за участие в исследовании');
  await admin.shot('grant-form');
  await byTestId(page, 'grant-submit').click();
  const granted = byTestId(page, `user-webinar-${course.id}`);
  await granted.waitFor();
  const grantedText = await granted.innerText();
  for (const expected of [course.title, 'Выдан вручную', 'Открыт']) {
    assert.ok(grantedText.includes(expected), `the granted row says "${expected}": ${grantedText}`);
  }
  await admin.shot('granted');

  // 4. The learner answers a school exercise (through the API); the admin reviews it in the inbox
  const token = await adminToken(server);
  const school = await theSchool(server, token);
  const tariff = await createTariff(server, token, {
    school_id: school.id,
    name: `Психотипы: наставник ${tag()}`,
    period_days: 30,
    price: 4900,
    price_azn: 99,
  });
  const exercise = await createExercise(server, token, {
    schoolId: school.id,
    title: `Задание о границах ${tag()}`,
    questions: ['Где вам трудно сказать «нет»?', 'Что вы скажете в следующий раз?'],
  });
  await bindTariff(server, token, { userId: account.id, tariffId: tariff.id });
  const learnerToken = await tokenOf(server, { login: email, password });
  const answers = ['На работе, когда просят задержаться.', 'Сегодня я не могу, давай завтра.'];
  const attempt = await answerExercise(server, learnerToken, exercise, answers);
  assert.equal(attempt.status, 'checking');

  await openAdminScreen(page, 'Психотипы');
  const inboxRow = byTestId(page, `admin-inbox-${attempt.id}`);
  await inboxRow.waitFor();
  assert.ok((await inboxRow.innerText()).includes(exercise.title), 'the inbox names the exercise');
  await admin.shot('review-inbox');
  await inboxRow.getByRole('link', { name: /^Проверить ответы:/ }).click();
  await page.waitForURL(
    (url) => url.pathname === `/admin/school/answers/${exercise.id}/users/${account.id}/attempts`,
  );
  const attemptCard = byTestId(page, `admin-attempt-${attempt.id}`);
  await attemptCard.getByText(answers[1]).waitFor();
  assert.equal(await attemptCard.getByTestId('attempt-status').innerText(), 'На проверке');
  const comment = 'Хорошие примеры. Попробуйте произнести эту фразу вслух.';
  await byTestId(page, `review-comment-${attempt.id}`).fill(comment);
  await byTestId(page, `review-finish-${attempt.id}`).click();
  await attemptCard
    .getByTestId('attempt-status')
    .filter({ hasText: 'Задание выполнено' })
    .waitFor();
  assert.equal(await attemptCard.getByTestId('reviewer-comment').innerText(), comment);
  assert.equal(
    await byTestId(page, `review-form-${attempt.id}`).count(),
    0,
    'no form once reviewed',
  );
  await admin.shot('reviewed');
  const { attempts: reviewed } = await api(
    server,
    'GET',
    `/api/v1/school/admin/users/attempts?user_id=${account.id}&exercise_id=${exercise.id}`,
    { token },
  );
  assert.deepEqual(
    reviewed.map((item) => [item.id, item.status]),
    [[attempt.id, 'finished']],
  );
  const letter = await server.mailTo(email, {
    match: (message) => message.text.includes('Результат: Задание выполнено.'),
  });
  assert.ok(letter.text.includes(comment), 'the learner’s letter carries the comment');

  // 5. The learner signs in and buys another course through the Robokassa sandbox
  const { webinars } = await api(server, 'GET', '/api/v2/user/webinars');
  const bought = webinars.find((webinar) => webinar.final_price > 0 && webinar.id !== course.id);
  assert.ok(bought, 'the demo catalogue has another paid course');
  await visitor.goto(server.url);
  await logIn(visitor, email, password);
  await byTestId(visitor, 'user-menu-trigger').waitFor();
  await visitor.goto(`${server.url}/videocourses/${bought.id}`);
  await byTestId(visitor, 'buy-button').click();
  const paymentId = await payOnSandbox(visitor, {
    provider: 'robokassa',
    amount: bought.final_price,
    currency: 'RUB',
  });
  await waitForConfirmation(visitor, paymentId);
  const paidDay = moscowDay(new Date()); // the statistics count it on this day
  await visitor.waitForURL(`${server.url}/account/videos/${bought.id}`);
  await learner.shot('bought');

  // The admin finds the payment among the learner's: paid, and in the totals
  await openAdminScreen(page, 'Платежи');
  await byTestId(page, 'admin-payments').waitFor();
  await byTestId(page, 'filter-user-id').fill(String(account.id));
  await byTestId(page, 'filter-user-id').press('Enter');
  await page.waitForURL((url) => url.searchParams.get('user_id') === String(account.id));
  const paymentRowAdmin = byTestId(page, `payment-${paymentId}`);
  await paymentRowAdmin.waitFor();
  await assertFramed('the payments list');
  assert.equal(await byTestId(page, 'payments-table').locator('tbody tr').count(), 1);
  assert.equal(await paymentRowAdmin.getByTestId('payment-status').innerText(), 'Оплачено');
  assert.match(
    await paymentRowAdmin.getByTestId('payment-amount').innerText(),
    priceText(bought.final_price),
  );
  const rowText = await paymentRowAdmin.innerText();
  for (const expected of [email, bought.title]) {
    assert.ok(rowText.includes(expected), `the payment row shows "${expected}": ${rowText}`);
  }
  assert.match(rowText, /Робокасса/, 'the payment row names the provider');
  const totals = byTestId(page, 'total-RUB');
  assert.match(
    await totals.getByTestId('payment-amount').innerText(),
    priceText(bought.final_price),
  );
  assert.ok((await totals.innerText()).includes('(1 шт.)'), await totals.innerText());
  await admin.shot('payments');

  // ... opens it: the fields and the timeline from creation to the access it gave
  await paymentRowAdmin.getByRole('link', { name: `Платёж № ${paymentId}` }).click();
  await page.waitForURL((url) => url.pathname === `/admin/payments/${paymentId}`);
  const fields = byTestId(page, 'payment-fields');
  await fields.waitFor();
  assert.equal(await fields.getByTestId('payment-status').innerText(), 'Оплачено');
  await assertFramed('the payment');
  // The learner paid for themselves: no gift recipient to name
  assert.ok(!(await fields.innerText()).includes('Получатель подарка'), await fields.innerText());
  const paidKinds = await timelineKinds(page);
  for (const kind of ['Создан', 'Переход к оплате', 'Уведомление провайдера', 'Доступ выдан']) {
    assert.ok(paidKinds.includes(kind), `the timeline has "${kind}": ${paidKinds.join(', ')}`);
  }
  await admin.shot('payment');

  // ... and today's statistics count it
  await openAdminScreen(page, 'Статистика');
  const today = paidDay;
  // Both days at once: the second change must not undo the first before the screen re-renders
  const days = [byTestId(page, 'statistics-from'), byTestId(page, 'statistics-to')];
  for (const input of days) await input.fill(today);
  await page.waitForURL(
    (url) => url.searchParams.get('from') === today && url.searchParams.get('to') === today,
  );
  // ... and the inputs show them once the screen has re-rendered with the new address
  const handles = await Promise.all(days.map((input) => input.elementHandle()));
  await page.waitForFunction(
    ([day, ...inputs]) => inputs.every((input) => input.value === day),
    [today, ...handles],
  );
  const paidStat = byTestId(page, 'stat-paid').filter({ hasText: /\d/ });
  await paidStat.waitFor();
  assert.match(await paidStat.innerText(), /Оплаченных платежей\s+1$/);
  assert.match(
    await byTestId(page, 'stat-revenue').innerText(),
    new RegExp(`Выручка\\s+${money(bought.final_price).source}\\s₽$`),
  );
  const [year, month, day] = today.split('-');
  const todayRow = byTestId(page, 'revenue-table')
    .locator('tbody tr')
    .filter({ hasText: `${day}.${month}.${year}` });
  const todayCells = (await todayRow.locator('td').allInnerTexts()).map((text) => text.trim());
  assert.equal(todayCells.length, 5, `one revenue row today: ${todayCells.join(' | ')}`);
  assert.deepEqual(todayCells.slice(1, 4), ['Робокасса', 'RUB', '1']);
  assert.match(todayCells[4], new RegExp(`^${money(bought.final_price).source}$`));
  // The chart draws the day's bar, its provider named in the legend
  const chart = byTestId(page, 'revenue-chart-RUB');
  await chart.locator('.recharts-bar-rectangle').first().waitFor();
  assert.equal(await chart.locator('.recharts-bar-rectangle').count(), 1, 'one bar: today');
  await chart.getByText('Робокасса').waitFor();
  await admin.shot('statistics');

  // 6. The admin refunds the payment from its page: the dialog asks for a reason first
  await openRoute(page, `/admin/payments/${paymentId}`);
  await byTestId(page, 'refund-button').click();
  const refund = byTestId(page, 'refund-dialog');
  await refund.waitFor();
  await byTestId(page, 'refund-dialog-confirm').click();
  await refund.getByText('Укажите причину возврата').waitFor();
  const reason = 'Покупатель передумал в день покупки';
  await byTestId(page, 'refund-reason').fill(reason);
  await admin.shot('refund-dialog');
  await byTestId(page, 'refund-dialog-confirm').click();
  await refund.waitFor({ state: 'hidden' });
  await fields.getByTestId('payment-status').filter({ hasText: 'Возврат' }).waitFor();
  assert.ok((await fields.innerText()).includes(reason), 'the payment keeps the refund reason');
  assert.equal(await byTestId(page, 'refund-button').count(), 0, 'a refunded payment is final');
  // The timeline goes on: the move to refunded (by whom and why), then the access taken back
  const refundedKinds = await timelineKinds(page);
  assert.deepEqual(refundedKinds.slice(0, paidKinds.length), paidKinds);
  assert.deepEqual(refundedKinds.slice(paidKinds.length), ['Смена статуса', 'Доступ отозван']);
  const refundLine = await byTestId(page, 'payment-timeline')
    .locator(':scope > li')
    .nth(paidKinds.length)
    .innerText();
  for (const expected of ['"to": "refunded"', '"via": "admin"', reason]) {
    assert.ok(refundLine.includes(expected), `the refund line says ${expected}: ${refundLine}`);
  }
  await admin.shot('refunded');

  // The learner keeps the granted course and loses the refunded one
  const { webinar: afterRefund } = await api(server, 'GET', `/api/v2/user/webinars/${bought.id}`, {
    token: learnerToken,
  });
  assert.equal(afterRefund.is_owner, false, 'the refunded course is no longer the learner’s');
  assert.equal(afterRefund.state, 'can_buy');
  // (a page opened afresh: one open since the purchase may still show what it read then)
  await visitor.goto(`${server.url}/account/videocourses`);
  const mine = byTestId(visitor, 'my-videocourses');
  await mine.getByTestId(`course-card-${course.id}`).waitFor();
  await mine.getByTestId(`course-card-${bought.id}`).waitFor({ state: 'detached' });
  await learner.shot('my-videocourses');
  const row = await paymentRow(visitor, paymentId);
  assert.equal(await row.getByTestId('payment-status').innerText(), 'Возврат');
  await learner.shot('my-payments');

  assert.deepEqual([...admin.failures, ...learner.failures], [], 'no uncaught errors in the pages');
  await admin.context.close();
  await learner.context.close();
});

/** The cover is the uploaded image, shown from one of the WebP sizes the API made of it. */
async function assertCoverLoaded(scope, imagePath) {
  const image = scope.locator(`img[src="${imagePath}"]`).first();
  await image.scrollIntoViewIfNeeded();
  await scope
    .page()
    .waitForFunction(
      (element) => element.complete && element.naturalWidth > 0,
      await image.elementHandle(),
    );
  const shown = await image.evaluate((element) => element.currentSrc);
  assert.match(shown, /-w\d+\.webp$/, `a WebP size of the cover is shown: ${shown}`);
}
