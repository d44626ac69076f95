// Admin-area steps of the journeys: a browser session per person, the header's admin menu, the
// page frame of its screens, moments as the admin types them (Moscow time), a cover image to
// upload, and the learner's side of the school through the API.
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from '../../lib/postgres.mjs';
import { screenshotter } from './browser.mjs';
import { api, byTestId } from './steps.mjs';

export const TIME_ZONE = 'Europe/Moscow';

/**
 * One person's browser: a context of their own (cookies, storage), a desktop window, Russian
 * locale and Moscow time. `failures` collects the page's uncaught errors.
 */
export async function openSession(browser, journey) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'ru-RU',
    timezoneId: TIME_ZONE,
  });
  const page = await context.newPage();
  const failures = [];
  page.on('pageerror', (error) => failures.push(`${journey}: ${error.message}`));
  return { context, page, shot: screenshotter(page, journey), failures };
}

/** Opens an admin screen the way an admin does: 'Админ панель' in the header, then the item. */
export async function openAdminScreen(page, item) {
  const menu = byTestId(page, 'admin-menu');
  // Right after signing in the header re-renders once the session's flags arrive, which can close
  // the menu under the click: open it again until the item is there.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await byTestId(page, 'admin-menu-trigger').click({ timeout: 5_000 });
      await menu.getByRole('menuitem', { name: item, exact: true }).click({ timeout: 3_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
  await menu.waitFor({ state: 'hidden' });
}

const minuteFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});

/** A moment as a datetime-local input takes it in Moscow time: 2026-11-27T23:10. */
export const moscowMinute = (date) => minuteFormat.format(date).replace(' ', 'T');

/** The day of a moment in Moscow: 2026-11-27. */
export const moscowDay = (date) => moscowMinute(date).slice(0, 10);

/** A 480×270 PNG cover drawn with sharp (the API's image library), written into `dir`. */
export async function coverImage(dir) {
  const sharp = createRequire(path.join(REPO_ROOT, 'apps/api/package.json'))('sharp');
  const file = path.join(dir, 'cover.png');
  const stripe = await sharp({
    create: { width: 480, height: 90, channels: 3, background: { r: 240, g: 196, b: 80 } },
  })
    .png()
    .toBuffer();
  await sharp({
    create: { width: 480, height: 270, channels: 3, background: { r: 46, g: 94, b: 140 } },
  })
    .composite([{ input: stripe, top: 180, left: 0 }])
    .png()
    .toFile(file);
  return file;
}

/** Someone's API token, as the SPA gets it when they sign in. */
export async function tokenOf(server, { login, password }) {
  const { user } = await api(server, 'POST', '/api/v1/get-token', { body: { login, password } });
  return user.api_token;
}

/** The learner sends an answer to every question of an exercise: a new attempt, under review. */
export async function answerExercise(server, token, exercise, texts) {
  const { attempt } = await api(server, 'POST', '/api/v1/school/user/exercises/save-answers', {
    token,
    body: {
      exercise_id: exercise.id,
      answers: exercise.questions.map((question, index) => ({
        question_id: question.id,
        text: texts[index],
      })),
    },
  });
  return attempt;
}

/** Where the screen's heading starts: every admin screen sits in the same page frame. */
export async function headingLeft(page) {
  const box = await page.getByRole('heading', { level: 1 }).first().boundingBox();
  return Math.round(box?.x ?? -1);
}
