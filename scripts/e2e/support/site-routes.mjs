// Every route of the SPA with the address a journey opens for it, by who may open it. A route added
// to apps/web/src/app/routes.tsx and missing here fails `assertEveryRouteListed`.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../lib/postgres.mjs';

/**
 * [route pattern, address] per area; `ids` are real items of the product: a competence, a course
 * and a kit of the catalog, the learner's own course and kit, a payment still waiting, a user, an
 * exercise with a lesson, a tariff.
 */
export function siteRoutes(ids) {
  const publicRoutes = [
    ['/', '/'],
    ['/course-psychotypes', '/course-psychotypes'],
    ['/game/myhero', '/game/myhero'],
    ['/about', '/about'],
    ['/competencies', '/competencies'],
    ['/competencies/:id', `/competencies/${ids.competence}`],
    ['/certificates', '/certificates'],
    ['/videocourses', '/videocourses'],
    ['/videocourses/:id', `/videocourses/${ids.course}`],
    ['/kits', '/kits'],
    ['/kits/:id', `/kits/${ids.kit}`],
    ['/feedbacks', '/feedbacks'],
    ['/contacts', '/contacts'],
    ['/consultation-appointment', '/consultation-appointment'],
    ['/educational-organization-info', '/educational-organization-info'],
    ['/password-recovery', '/password-recovery?token=layout-check'],
    ['/logout', '/logout'],
    ['/forbidden', '/forbidden'],
    ['*', '/no-such-page'],
  ];
  const accountRoutes = [
    ['/account/personal-data', '/account/personal-data'],
    ['/account/videocourses', '/account/videocourses'],
    ['/account/kits', '/account/kits'],
    ['/account/kits/:id', `/account/kits/${ids.ownedKit}`],
    ['/account/videos/:id', `/account/videos/${ids.ownedCourse}`],
    ['/account/psychotherapist-21-century', '/account/psychotherapist-21-century'],
    ['/account/school/exercises', '/account/school/exercises'],
    ['/account/payments', '/account/payments'],
    ['/account/payments/return', `/account/payments/return?payment_id=${ids.pendingPayment}`],
  ];
  const { course, user, exercise, lesson } = ids;
  const adminRoutes = [
    ['/admin/videocourses', '/admin/videocourses'],
    ['/admin/videocourses/create', '/admin/videocourses/create'],
    ['/admin/videocourses/:id', `/admin/videocourses/${course}`],
    ['/admin/videocourses/:id/edit', `/admin/videocourses/${course}/edit`],
    ['/admin/kits', '/admin/kits'],
    ['/admin/kits/create', '/admin/kits/create'],
    ['/admin/kits/:id/edit', `/admin/kits/${ids.kit}/edit`],
    ['/admin/certificates', '/admin/certificates'],
    ['/admin/certificates/create', '/admin/certificates/create'],
    ['/admin/certificates/:id/edit', `/admin/certificates/${ids.certificate}/edit`],
    ['/admin/users', '/admin/users'],
    ['/admin/users/create', '/admin/users/create'],
    ['/admin/users/:id/edit', `/admin/users/${user}/edit`],
    ['/admin/users/:id/videocourses', `/admin/users/${user}/videocourses`],
    ['/admin/users/:id/tariff', `/admin/users/${user}/tariff`],
    ['/admin/school', '/admin/school'],
    ['/admin/school/tariffs', '/admin/school/tariffs'],
    ['/admin/school/tariffs/create', '/admin/school/tariffs/create'],
    ['/admin/school/exercises', '/admin/school/exercises'],
    ['/admin/school/exercises/:id', `/admin/school/exercises/${exercise}`],
    ['/admin/school/exercises/:id/lessons', `/admin/school/exercises/${exercise}/lessons`],
    [
      '/admin/school/exercises/:exerciseId/lessons/:lessonId/questions',
      `/admin/school/exercises/${exercise}/lessons/${lesson}/questions`,
    ],
    ['/admin/school/answers/:id/users', `/admin/school/answers/${exercise}/users`],
    [
      '/admin/school/answers/:id/users/:userId/attempts',
      `/admin/school/answers/${exercise}/users/${user}/attempts`,
    ],
    ['/admin/statistics', '/admin/statistics'],
    ['/admin/payments', '/admin/payments'],
    ['/admin/payments/:id', `/admin/payments/${ids.pendingPayment}`],
    ['/admin/consultation-requests', '/admin/consultation-requests'],
    ['/admin/audit', '/admin/audit'],
  ];
  return { publicRoutes, accountRoutes, adminRoutes };
}

const webSrc = path.join(REPO_ROOT, 'apps/web/src');

/** The router's source: app/routes.tsx and any route list a feature keeps (`routes.ts(x)`). */
const routeSources = () =>
  readdirSync(webSrc, { recursive: true })
    .filter((file) => /(^|\/)routes\.tsx?$/.test(file))
    .map((file) => readFileSync(path.join(webSrc, file), 'utf8'))
    .join('\n');

/**
 * Every path the router declares (the literal of each `path:` and `…Route('…'`) is the end or a
 * parent segment of some listed pattern.
 */
export function assertEveryRouteListed({ publicRoutes, accountRoutes, adminRoutes }) {
  const declared = [...routeSources().matchAll(/(?:path:\s*|Route\(\s*)'([^']+)'/g)].map(
    (match) => match[1],
  );
  assert.ok(declared.length > 40, `routes.tsx was read (${declared.length} paths found)`);
  const listed = [...publicRoutes, ...accountRoutes, ...adminRoutes].map(([pattern]) => pattern);
  const missing = declared.filter(
    (literal) =>
      !listed.some(
        (pattern) =>
          pattern === literal ||
          pattern.endsWith(`/${literal}`) ||
          pattern.includes(`/${literal}/`),
      ),
  );
  assert.deepEqual(missing, [], 'every route of routes.tsx is checked at every width');
}
