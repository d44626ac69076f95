// The school ('Курс психотипы'): an admin binds a tariff to a learner, who answers an exercise;
// the admin fails it with a comment, the learner answers again, the admin accepts it. And a new
// learner buys a tariff through the Robokassa sandbox and reaches the exercises. The admin's part
// goes through the admin API (the admin area has no school screens yet); the learner's is the page.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import { launchBrowser, screenshotter } from './support/browser.mjs';
import {
  assertPaidRow,
  payOnSandbox,
  paymentRow,
  waitForConfirmation,
} from './support/payments.mjs';
import { startProductServer } from './support/product-server.mjs';
import {
  adminToken,
  attemptStatuses,
  bindTariff,
  createExercise,
  createTariff,
  hasSchoolMenuItem,
  openExercisesFromMenu,
  registerLearner,
  reviewAttempt,
  theSchool,
} from './support/school.mjs';
import {
  api,
  assertFitsAllWidths,
  byTestId,
  logIn,
  money,
  registerInModal,
} from './support/steps.mjs';

let server;
let browser;
let token;
let school;
before(async () => {
  server = await startProductServer();
  browser = await launchBrowser();
  token = await adminToken(server);
  school = await theSchool(server, token);
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const password = 'secret1';
const tag = () => randomBytes(3).toString('hex');
const newEmail = (who) => `${who}.${Date.now()}.${tag()}@example.com`;
// The page prints dates in the viewer's zone: the browser gets a fixed one, and so do the checks.
const timeZone = 'Europe/Moscow';
const longDate = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'long', timeZone });
const shortTime = new Intl.DateTimeFormat('ru-RU', { timeStyle: 'short', timeZone });

async function openPage(journey) {
  const page = await browser.newPage({
    viewport: { width: 1280, height: 900 },
    locale: 'ru-RU',
    timezoneId: timeZone,
  });
  const failures = [];
  page.on('pageerror', (error) => failures.push(error.message));
  return { page, shot: screenshotter(page, journey), failures };
}

/** The review letter with this verdict, to the learner. */
const reviewLetter = (email, verdict) =>
  server.mailTo(email, { match: (letter) => letter.text.includes(`Результат: ${verdict}.`) });

test('an admin fails a learner’s answers with a comment, then accepts the corrected ones', async () => {
  const { page, shot, failures } = await openPage('school-review');
  const tariff = await createTariff(server, token, {
    school_id: school.id,
    name: `Психотипы: наставник ${tag()}`,
    period_days: 30,
    price: 4900,
    price_azn: 99,
  });
  const exercise = await createExercise(server, token, {
    schoolId: school.id,
    title: `Задание для проверки ${tag()}`,
    questions: ['Что нового вы узнали о себе?', 'Какой разговор вы проведёте иначе?'],
  });
  const later = await createExercise(server, token, {
    schoolId: school.id,
    title: `Задание на следующей неделе ${tag()}`,
    questions: ['Этот вопрос пока никто не видит'],
    opensInDays: 10,
  });
  const email = newEmail('school.learner');
  const learner = await registerLearner(server, { email, password });

  // Without access the account menu has no school item
  await page.goto(server.url);
  await logIn(page, email, password);
  await byTestId(page, 'user-menu-trigger').waitFor();
  assert.equal(await hasSchoolMenuItem(page), false, 'no school item without access');

  // The admin binds the tariff; the next visit shows the item and it leads to the exercises
  const bound = await bindTariff(server, token, { userId: learner.id, tariffId: tariff.id });
  assert.equal(bound.source, 'admin');
  assert.equal(bound.school_id, school.id);
  await page.reload();
  await openExercisesFromMenu(page);
  const card = byTestId(page, `exercise-${exercise.id}`);
  await card.getByRole('heading', { name: exercise.lesson.title, exact: true }).waitFor();
  await shot('exercises');

  // The exercise that opens later shows its title and date only
  const locked = byTestId(page, `exercise-${later.id}`);
  const lockedText = await locked.getByTestId('exercise-locked').innerText();
  const opensAt = new Date(later.activate_at);
  assert.match(lockedText, /^Задание откроется /);
  assert.ok(lockedText.includes(longDate.format(opensAt)), `the date is named: "${lockedText}"`);
  assert.ok(lockedText.includes(shortTime.format(opensAt)), `the time is named: "${lockedText}"`);
  assert.match(await locked.innerText(), new RegExp(later.title));
  assert.equal(await locked.locator('textarea, form').count(), 0, 'nothing to answer yet');
  assert.equal(await locked.getByText(later.lesson.title).count(), 0, 'no lessons yet');
  assert.equal(await locked.getByText(later.questions[0].text).count(), 0, 'no questions yet');

  // An empty form says what is missing; the answers go with the button
  const form = card.getByTestId(`answer-form-${exercise.id}`);
  const [first, second] = exercise.questions;
  await form.getByTestId('answer-submit').click();
  await form.getByText('Напишите ответ на этот вопрос').first().waitFor();
  const firstAnswer = 'Я замечаю, что в споре стараюсь сразу всё контролировать.';
  await form.getByTestId(`answer-${first.id}`).fill(firstAnswer);
  await form.getByTestId(`answer-${second.id}`).fill('Разговор с мамой.');
  await shot('answers-typed');
  await form.getByTestId('answer-submit').click();
  await page.getByText('Ответы отправлены на проверку').first().waitFor();
  await card.getByTestId('submission-state').waitFor();
  assert.deepEqual(await attemptStatuses(card), ['На проверке']);
  assert.equal(await form.count(), 0, 'no form while the answers are under review');
  await card.getByText(firstAnswer).waitFor();
  await shot('under-review');

  // The admin fails the attempt with a comment; the learner gets a letter with it
  const comment = 'Второй ответ слишком короткий.\nОпишите, что именно вы скажете иначе.';
  await reviewAttempt(server, token, {
    userId: learner.id,
    exerciseId: exercise.id,
    status: 'failed',
    comment,
  });
  const failedLetter = await reviewLetter(email, 'Провалено');
  assert.equal(failedLetter.subject, `Задание «${exercise.title}» проверено`);
  assert.ok(failedLetter.text.includes(comment), 'the letter carries the comment');
  assert.match(failedLetter.text, /\/account\/school\/exercises/);

  // The learner sees the verdict, the comment and a form started from the former answers
  await page.reload();
  await card.getByTestId('reviewer-comment').waitFor();
  assert.deepEqual(await attemptStatuses(card), ['Провалено']);
  const shownComment = await card.getByTestId('reviewer-comment').innerText();
  for (const line of comment.split('\n')) assert.ok(shownComment.includes(line), shownComment);
  await card.getByRole('heading', { name: 'Ответить ещё раз' }).waitFor();
  assert.equal(await form.getByTestId(`answer-${first.id}`).inputValue(), firstAnswer);
  await shot('failed');

  // Corrected and sent with Ctrl+Enter
  const secondAnswer = form.getByTestId(`answer-${second.id}`);
  await secondAnswer.fill('Разговор с мамой о переезде: сначала выслушаю, потом скажу о своём.');
  await secondAnswer.press('Control+Enter');
  await card.getByTestId('submission-state').waitFor();
  assert.deepEqual(await attemptStatuses(card), ['На проверке', 'Провалено']);
  assert.equal(await form.count(), 0);
  await shot('resubmitted');

  // The admin accepts it
  await reviewAttempt(server, token, {
    userId: learner.id,
    exerciseId: exercise.id,
    status: 'finished',
    comment: 'Отличная работа!',
  });
  const finishedLetter = await reviewLetter(email, 'Задание выполнено');
  assert.match(finishedLetter.text, /Отличная работа!/);

  await page.reload();
  await card.getByTestId('submission-state').waitFor();
  assert.deepEqual(await attemptStatuses(card), ['Задание выполнено', 'Провалено']);
  assert.equal(
    await card.getByTestId('submission-state').innerText(),
    'Задание выполнено: ответы приняты.',
  );
  assert.equal(await card.locator('form, textarea').count(), 0, 'a passed task takes no answers');
  await assertFitsAllWidths(page);
  await shot('finished');

  assert.deepEqual(failures, [], 'no uncaught errors in the page');
  await page.close();
});

test('a new learner buys a tariff with Robokassa and reaches the exercises', async () => {
  const { page, shot, failures } = await openPage('school-purchase');
  const tariff = await createTariff(server, token, {
    school_id: school.id,
    name: `Психотипы: месяц ${tag()}`,
    period_days: 31,
    price: 3900,
    price_azn: 79,
  });
  const { tariffs } = await api(server, 'GET', '/api/v1/school/tariffs');
  assert.ok(
    tariffs.some((offered) => offered.id === tariff.id && offered.final_price === 3900),
    'the new tariff is on sale at its price',
  );

  // A visitor sees the tariff with the purchase block and the lesson offer agreement
  await page.goto(`${server.url}/course-psychotypes`);
  const offer = byTestId(page, `tariff-${tariff.id}`);
  await offer.waitFor();
  const offerText = await offer.innerText();
  assert.ok(offerText.includes(tariff.name), offerText);
  assert.match(offerText, /Доступ к заданиям на 31 день/);
  assert.match(await offer.getByTestId('purchase-price').innerText(), money(3900));
  for (const button of ['buy-button', 'gift-button', 'foreign-card-button']) {
    await offer.getByTestId(button).waitFor();
  }
  assert.match(await offer.getByTestId('foreign-card-button').innerText(), /79 AZN/);
  const agreement = offer.getByTestId('offer-link');
  assert.equal(await agreement.getAttribute('href'), '/static/offer-agreement-lesson.pdf');
  const pdf = await fetch(`${server.url}/static/offer-agreement-lesson.pdf`);
  assert.equal(pdf.status, 200, 'the lesson offer agreement is served');
  assert.match(pdf.headers.get('content-type') ?? '', /pdf/);
  await assertFitsAllWidths(page);
  await shot('offer');

  // Buying asks to sign in first; a new learner registers right there, with no school yet
  await offer.getByTestId('buy-button').click();
  await byTestId(page, 'auth-modal').waitFor();
  const email = newEmail('school.buyer');
  await registerInModal(page, { email, password });
  assert.equal(await hasSchoolMenuItem(page), false, 'no school item before paying');
  await page.goto(`${server.url}/course-psychotypes`);
  await offer.getByTestId('buy-button').click();

  const paymentId = await payOnSandbox(page, {
    provider: 'robokassa',
    amount: 3900,
    currency: 'RUB',
  });
  await waitForConfirmation(page, paymentId);
  await shot('confirmed');

  // The return page opens the exercises by itself; every exercise of the school is listed
  await page.waitForURL((url) => url.pathname === '/account/school/exercises');
  await byTestId(page, 'school-exercises-page').waitFor();
  const { exercises } = await api(
    server,
    'GET',
    `/api/v1/school/admin/exercises?school_id=${school.id}`,
    { token },
  );
  assert.ok(exercises.length > 0, 'the school has exercises');
  for (const exercise of exercises) {
    const card = byTestId(page, `exercise-${exercise.id}`);
    await card.waitFor();
    const opensLater = exercise.activate_at !== null && new Date(exercise.activate_at) > new Date();
    assert.equal(await card.getByTestId('exercise-locked').count(), opensLater ? 1 : 0);
  }
  assert.equal(await page.locator('section[data-testid^="exercise-"]').count(), exercises.length);
  await assertFitsAllWidths(page);
  await shot('exercises');

  // The account menu now has the school item; the access comes from this payment
  await openExercisesFromMenu(page);
  const grants = await server.sql(
    `SELECT ut.source, ut.payment_id, ut.tariff_id FROM user_tariffs ut
     JOIN users u ON u.id = ut.user_id WHERE lower(u.login) = $1`,
    [email],
  );
  assert.deepEqual(grants, [{ source: 'payment', payment_id: paymentId, tariff_id: tariff.id }]);

  // 'Мои покупки' lists the paid tariff
  const row = await paymentRow(page, paymentId);
  await assertPaidRow(row, { amount: 3900, currency: 'RUB' });
  assert.ok((await row.innerText()).includes(tariff.name), 'the row names the tariff');
  await shot('my-payments');

  // The course page now leads to the exercises instead of selling the tariff
  await page.goto(`${server.url}/course-psychotypes`);
  await byTestId(page, 'school-access').waitFor();
  assert.equal(await byTestId(page, 'buy-button').count(), 0, 'nothing to buy with access');
  await byTestId(page, 'to-exercises').click();
  await byTestId(page, 'school-exercises-page').waitFor();
  await shot('course-with-access');

  assert.deepEqual(failures, [], 'no uncaught errors in the page');
  await page.close();
});
