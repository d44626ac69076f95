// The product as the layout journey needs it: a course and a kit whose titles and texts have words
// and a link longer than a phone is wide, and a learner who owns courses and a kit, has a payment waiting and
// has the school: every account page has something to show.
import assert from 'node:assert/strict';
import { payOnSandbox } from './payments.mjs';
import { adminToken, bindTariff, registerLearner } from './school.mjs';
import { api, byTestId, logIn } from './steps.mjs';

const LONG_WORD = 'Психотерапевтическиесамонаблюдения';
const LONG_LINK =
  'https://example.com/materials/psychotherapy/self-observation-diary-template-printable-version.pdf';

async function createLongKit(server, token, webinarIds) {
  const { kit } = await api(server, 'POST', '/api/v2/admin/kits', {
    token,
    body: {
      title: `Комплект «${LONG_WORD}»`,
      description: `${LONG_WORD}: три курса о том, как замечать себя. Материалы: ${LONG_LINK}`,
      price: 24900,
      price_azn: 498,
      is_active: true,
      webinar_ids: webinarIds,
    },
  });
  return kit;
}

async function createLongCourse(server, token) {
  const { webinar } = await api(server, 'POST', '/api/v2/admin/webinars', {
    token,
    body: {
      title: `${LONG_WORD}: дневник наблюдений за собой`,
      short_description: `${LONG_WORD} — как вести дневник и не бросить`,
      description: [`Шаблон дневника: ${LONG_LINK}`, `${LONG_WORD} ${LONG_WORD}`],
      length: '2 часа 15 минут',
      price: 12900,
      price_azn: 258,
      is_active: true,
    },
  });
  return webinar;
}

/**
 * Admin-made data and a learner (API calls); the learner's kit is bought on `learnerPage`, through
 * the sandbox, which leaves that page signed in. Answers the ids the route list needs.
 */
export async function prepareLayoutData(server, learnerPage, learner) {
  const token = await adminToken(server);
  const longCourse = await createLongCourse(server, token);
  const longKit = await createLongKit(server, token, [longCourse.id]);
  const { kits } = await api(server, 'GET', '/api/v2/user/kits');
  const kit = kits.find((item) => item.final_price > 0);
  assert.ok(kit, 'the catalog has a paid kit');
  const inKit = new Set(kit.webinars.map(({ id }) => id));
  const { webinars } = await api(server, 'GET', '/api/v2/user/webinars');
  const waiting = webinars.find(
    (webinar) => webinar.final_price > 0 && webinar.id !== longCourse.id && !inKit.has(webinar.id),
  );
  assert.ok(waiting, 'the catalog has a paid course outside the kit to leave unpaid');
  const user = await registerLearner(server, learner);
  await api(server, 'POST', `/api/v2/admin/users/${user.id}/set-webinars`, {
    token,
    body: {
      webinars: webinars.filter((item) => item.id !== waiting.id).map(({ id }) => ({ id })),
      reason: 'Проверка вёрстки',
    },
  });
  const { tariffs } = await api(server, 'GET', '/api/v1/school/admin/tariffs', { token });
  await bindTariff(server, token, { userId: user.id, tariffId: tariffs[0].id });

  await learnerPage.goto(server.url);
  await logIn(learnerPage, learner.email, learner.password);
  await byTestId(learnerPage, 'user-menu-trigger').waitFor();
  await learnerPage.goto(`${server.url}/kits/${kit.id}`);
  await byTestId(learnerPage, 'buy-button').click();
  await payOnSandbox(learnerPage, {
    provider: 'robokassa',
    amount: kit.final_price,
    currency: 'RUB',
  });
  await byTestId(learnerPage, 'return-paid').waitFor();

  const { user: signedIn } = await api(server, 'POST', '/api/v1/get-token', {
    body: { login: learner.email, password: learner.password },
  });
  const learnerToken = signedIn.api_token;
  const pending = await api(
    server,
    'GET',
    `/api/v1/payment/robokassa/get-payment-data?id=${waiting.id}`,
    { token: learnerToken },
  );
  const { exercises } = await api(server, 'GET', '/api/v1/school/user/exercises', {
    token: learnerToken,
  });
  const exercise = exercises.find((item) => item.lessons?.length > 0);
  assert.ok(exercise, 'the school has an open exercise with a lesson');
  const { competencies } = await api(server, 'GET', '/api/v1/user/competencies');
  const { certificates } = await api(server, 'GET', '/api/v1/user/certificates');
  return {
    competence: competencies[0].id,
    certificate: certificates[0].id,
    course: longCourse.id,
    kit: longKit.id,
    ownedCourse: longCourse.id,
    ownedKit: kit.id,
    pendingPayment: pending.payment_id,
    user: user.id,
    exercise: exercise.id,
    lesson: exercise.lessons[0].id,
  };
}
