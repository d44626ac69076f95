// School steps of the journeys. The admin area has no school screens yet, so the admin's part
// (content, tariffs, binding, review) goes through the admin API; the learner's part is the page.
import assert from 'node:assert/strict';
import { api, byTestId } from './steps.mjs';

const ADMIN = '/api/v1/school/admin';
const DAY_MS = 24 * 3600 * 1000;

/** The admin's API token, as the admin area gets it. */
export async function adminToken(server) {
  const { user } = await api(server, 'POST', '/api/v1/get-token', { body: server.admin });
  return user.api_token;
}

/** A learner account made through the API (for journeys not about registering). */
export async function registerLearner(server, { email, password, firstName = 'Анна' }) {
  const { user } = await api(server, 'POST', '/api/v1/register', {
    body: {
      login: email,
      password,
      cellphone: '+7 (999) 123 4567',
      first_name: firstName,
      last_name: 'Иванова',
    },
  });
  return user;
}

/** The school the journeys work in: the product has one (the seed's), whatever its content. */
export async function theSchool(server, token) {
  const { schools } = await api(server, 'GET', `${ADMIN}/schools`, { token });
  assert.ok(schools.length > 0, 'the product has a school');
  return schools[0];
}

/** A tariff of the journey's own, so prices and periods are known whatever the seed sells. */
export async function createTariff(server, token, body) {
  const { tariff } = await api(server, 'POST', `${ADMIN}/tariffs`, { token, body });
  return tariff;
}

/**
 * An exercise of the journey's own: one lesson and the given questions (the first follows the
 * lesson), open now or `opensInDays` ahead. Created last, so it is listed after the others.
 */
export async function createExercise(server, token, { schoolId, title, questions, opensInDays }) {
  const activateAt = opensInDays ? new Date(Date.now() + opensInDays * DAY_MS) : null;
  const { exercise } = await api(server, 'POST', `${ADMIN}/exercises`, {
    token,
    body: {
      school_id: schoolId,
      title,
      description: 'Посмотрите урок и ответьте на вопросы: ответы проверит автор курса.',
      activate_at: activateAt?.toISOString() ?? null,
    },
  });
  const { lesson } = await api(server, 'POST', `${ADMIN}/exercises/${exercise.id}/lessons`, {
    token,
    body: { title: `${title}: урок`, text: 'Прочитайте и подумайте о своём опыте.' },
  });
  const created = [];
  for (const [index, text] of questions.entries()) {
    const { question } = await api(server, 'POST', `${ADMIN}/exercises/${exercise.id}/questions`, {
      token,
      body: { text, lesson_id: index === 0 ? lesson.id : null },
    });
    created.push(question);
  }
  return { ...exercise, lesson, questions: created };
}

export async function bindTariff(server, token, { userId, tariffId }) {
  const { user_tariff: userTariff } = await api(server, 'POST', `${ADMIN}/tariffs/bind-to-user`, {
    token,
    body: { user_id: userId, tariff_id: tariffId },
  });
  return userTariff;
}

/**
 * The reviewer's inbox: finds the learner's attempt under review at the exercise and gives the
 * verdict. Answers the reviewed attempt.
 */
export async function reviewAttempt(server, token, { userId, exerciseId, status, comment }) {
  const query = new URLSearchParams({
    status: 'checking',
    user_id: String(userId),
    exercise_id: String(exerciseId),
  });
  const { attempts } = await api(server, 'GET', `${ADMIN}/users/attempts?${query}`, { token });
  assert.equal(attempts.length, 1, 'one attempt of the learner waits for review');
  const [waiting] = attempts;
  assert.equal(waiting.status, 'checking');
  assert.equal(waiting.exercise.id, exerciseId);
  const { attempt } = await api(server, 'POST', `${ADMIN}/users/attempts/${waiting.id}/change`, {
    token,
    body: { status, ...(comment ? { comment } : {}) },
  });
  assert.equal(attempt.status, status);
  return attempt;
}

/** The account menu shows 'Курс психотипы' or not; closes the menu again. */
export async function hasSchoolMenuItem(page) {
  await byTestId(page, 'user-menu-trigger').click();
  await byTestId(page, 'user-menu').waitFor();
  const count = await page.getByRole('menuitem', { name: 'Курс психотипы' }).count();
  await page.keyboard.press('Escape');
  await byTestId(page, 'user-menu').waitFor({ state: 'hidden' });
  return count > 0;
}

/** Opens the exercises page the way a learner does: the account menu's 'Курс психотипы'. */
export async function openExercisesFromMenu(page) {
  await byTestId(page, 'user-menu-trigger').click();
  await page.getByRole('menuitem', { name: 'Курс психотипы' }).click();
  await page.waitForURL((url) => url.pathname === '/account/school/exercises');
  await byTestId(page, 'school-exercises-page').waitFor();
  await byTestId(page, 'user-menu').waitFor({ state: 'hidden' });
}

/** The badges of an exercise's attempts, newest first. */
export async function attemptStatuses(card) {
  return card.getByTestId('attempt-status').allInnerTexts();
}
