// The first real journey: register → log out → log in → edit the profile → forgot password (link
// from the outbox) → reset → log in with the new password, against the real API, PostgreSQL and Redis.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screenshotter } from './support/browser.mjs';
import { productInBrowser } from './support/site.mjs';
import { byTestId, logIn, logOut, openAuthModal, registerInModal } from './support/steps.mjs';

const site = productInBrowser();

test('a visitor registers, logs in and out, edits the profile and recovers the password', async () => {
  const page = await site.browser.newPage({
    viewport: { width: 1280, height: 900 },
    locale: 'ru-RU',
  });
  const shot = screenshotter(page, 'auth');
  const email = `learner.${Date.now()}@example.com`;
  const password = 'first-secret';
  const newPassword = 'second-secret';
  const failures = [];
  page.on('pageerror', (error) => failures.push(error.message));

  await page.goto(site.server.url);
  await byTestId(page, 'header').waitFor();
  await shot('home');

  // Register
  await openAuthModal(page);
  await registerInModal(page, { email, password });
  // The header's account button shows the initials and is named by the login.
  await page.getByRole('button', { name: `Личный кабинет: ${email}`, exact: true }).waitFor();
  await shot('registered');

  // Log out, then log in
  await logOut(page);
  await shot('logged-out');
  await logIn(page, email, password);
  await byTestId(page, 'user-menu-trigger').waitFor();
  await shot('logged-in');

  // Edit the profile; a reload shows what the API stored
  await byTestId(page, 'user-menu-trigger').click();
  await page.getByRole('menuitem', { name: 'Личные данные' }).click();
  await byTestId(page, 'profile-form').waitFor();
  await byTestId(page, 'profile-first-name').fill('Мария');
  await byTestId(page, 'profile-city').fill('Ставрополь');
  // The phone given at registration, through the mask
  assert.equal(await byTestId(page, 'profile-phone').inputValue(), '+7 (999) 123 4567');
  // The birth date from the Russian calendar (weeks from Monday), with the year and month lists
  await byTestId(page, 'profile-birth-date-trigger').click();
  const calendar = byTestId(page, 'profile-birth-date-calendar');
  const weekdays = await calendar.locator('th').allTextContents();
  assert.equal(weekdays.join(' '), 'пн вт ср чт пт сб вс');
  await calendar.getByRole('combobox', { name: 'Год' }).selectOption('1990');
  await calendar.getByRole('combobox', { name: 'Месяц' }).selectOption('5');
  await calendar.getByRole('button', { name: /\b17 мая 1990/ }).click();
  assert.equal(await byTestId(page, 'profile-birth-date').inputValue(), '17.05.1990');
  await byTestId(page, 'profile-submit').click();
  await page.getByText('Изменения сохранены').waitFor();
  await shot('profile-saved');
  await page.reload();
  await byTestId(page, 'profile-form').waitFor();
  await page.waitForFunction(
    // Runs in the page, where `document` exists.
    // eslint-disable-next-line no-undef
    () => document.querySelector('[data-testid="profile-city"]')?.value === 'Ставрополь',
  );
  assert.equal(await byTestId(page, 'profile-first-name').inputValue(), 'Мария');
  assert.equal(await byTestId(page, 'profile-birth-date').inputValue(), '17.05.1990');
  await shot('profile-after-reload');

  // Forgot the password
  await page.goto(site.server.url);
  await logOut(page);
  await openAuthModal(page);
  await byTestId(page, 'forgot-password-open').click();
  await byTestId(page, 'forgot-password-email').fill(email);
  await byTestId(page, 'forgot-password-email').blur();
  await byTestId(page, 'forgot-password-submit').click();
  await byTestId(page, 'forgot-password-sent').waitFor();
  assert.match(
    await byTestId(page, 'forgot-password-sent').innerText(),
    /Письмо с инструкциями отправлено на указанный email/,
  );
  await shot('recovery-requested');

  // Follow the link from the letter and set a new password
  const letter = await site.server.mailTo(email);
  const link = /https?:\/\/\S+password-recovery\?token=[\w-]+/.exec(letter.text)?.[0];
  assert.ok(link, 'the letter holds the recovery link');
  await page.goto(link);
  await byTestId(page, 'reset-password-form').waitFor();
  await byTestId(page, 'reset-password-new').fill(newPassword);
  await byTestId(page, 'reset-password-repeat').fill(newPassword);
  await shot('reset-filled');
  await byTestId(page, 'reset-password-submit').click();
  await page.getByText('Пароль успешно обновлен').waitFor();
  await page.waitForURL(`${site.server.url}/`);
  await shot('password-reset');

  // The old password no longer works; the new one does
  await logIn(page, email, password);
  await byTestId(page, 'login-error').waitFor();
  assert.match(await byTestId(page, 'login-error').innerText(), /Неверный email или пароль/);
  await shot('old-password-refused');
  await byTestId(page, 'login-password').fill(newPassword);
  await byTestId(page, 'login-submit').click();
  await byTestId(page, 'user-menu-trigger').waitFor();
  await shot('logged-in-with-new-password');

  assert.deepEqual(failures, [], 'no uncaught errors in the page');
  await page.close();
});
