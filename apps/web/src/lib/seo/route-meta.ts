import type { ParseKeys } from 'i18next';
import type { RouteObject, UIMatch } from 'react-router-dom';
import type { namespaces } from '@/lib/i18n';

/** A translation key in any namespace ('info:about.title'; the common namespace needs no prefix). */
export type TextKey = ParseKeys<typeof namespaces>;

/** What a route says before its page has loaded anything: the tab title and the description. */
export interface RouteMeta {
  title: TextKey;
  /** Public pages only; elsewhere the site's description stands. */
  description?: TextKey;
  /**
   * The page's own head comes from its item once loaded (DetailPage's `meta`), and the server
   * writes that head into the page it sends for the address (src/prerender/page-heads.ts).
   */
  fromItem?: true;
}

/**
 * Every screen's title and description by its full route path, mostly the page's own heading and
 * lead. Pages whose title is data (a course, a kit) show the route's words until the item loads.
 */
export const ROUTE_META: Record<string, RouteMeta> = {
  '/': { title: 'appTitle', description: 'pages:home.lead' },
  '/course-psychotypes': { title: 'info:psychotypes.title', description: 'info:psychotypes.lead' },
  '/game/myhero': { title: 'info:myHero.title', description: 'info:myHero.lead' },
  '/about': { title: 'info:about.title', description: 'info:about.lead' },
  '/competencies': {
    title: 'info:competencies.title',
    description: 'meta.descriptions.competencies',
  },
  '/competencies/:id': {
    title: 'meta.titles.competence',
    description: 'meta.descriptions.competencies',
    fromItem: true,
  },
  '/certificates': {
    title: 'info:certificates.title',
    description: 'meta.descriptions.certificates',
  },
  '/videocourses': {
    title: 'catalog:videocourses.title',
    description: 'meta.descriptions.videocourses',
  },
  '/videocourses/:id': {
    title: 'meta.titles.videocourse',
    description: 'meta.descriptions.videocourses',
    fromItem: true,
  },
  '/kits': { title: 'catalog:kits.title', description: 'meta.descriptions.kits' },
  '/kits/:id': { title: 'meta.titles.kit', description: 'meta.descriptions.kits', fromItem: true },
  '/feedbacks': { title: 'info:feedbacks.title', description: 'meta.descriptions.feedbacks' },
  '/contacts': { title: 'info:contacts.title', description: 'info:contacts.lead' },
  '/consultation-appointment': {
    title: 'info:consultation.title',
    description: 'info:consultation.lead',
  },
  '/educational-organization-info': {
    title: 'info:organization.title',
    description: 'info:organization.lead',
  },
  '/password-recovery': { title: 'auth:reset.title' },
  '/logout': { title: 'auth:logout.title' },
  '/forbidden': { title: 'pages.forbidden.title' },
  '*': { title: 'pages.notFound.title' },
  '/account/personal-data': { title: 'profile:title' },
  '/account/videocourses': { title: 'catalog:account.videocourses.title' },
  '/account/kits': { title: 'catalog:account.kits.title' },
  '/account/kits/:id': { title: 'meta.titles.kit' },
  '/account/videos/:id': { title: 'meta.titles.videocourse' },
  '/account/psychotherapist-21-century': { title: 'catalog:account.psychotherapist.title' },
  '/account/school/exercises': { title: 'school:exercises.title' },
  '/account/payments': { title: 'pages:account.payments.title' },
  '/account/payments/return': { title: 'pages:account.payments.return.title' },
  '/admin/videocourses': { title: 'pages:admin.videocourses.title' },
  '/admin/videocourses/create': { title: 'pages:admin.videocourseCreate.title' },
  '/admin/videocourses/:id': { title: 'pages:admin.videocourse.title' },
  '/admin/videocourses/:id/edit': { title: 'pages:admin.videocourseEdit.title' },
  '/admin/kits': { title: 'pages:admin.kits.title' },
  '/admin/kits/create': { title: 'pages:admin.kitCreate.title' },
  '/admin/kits/:id/edit': { title: 'pages:admin.kitEdit.title' },
  '/admin/certificates': { title: 'pages:admin.certificates.title' },
  '/admin/certificates/create': { title: 'pages:admin.certificateCreate.title' },
  '/admin/certificates/:id/edit': { title: 'pages:admin.certificateEdit.title' },
  '/admin/users': { title: 'pages:admin.users.title' },
  '/admin/users/create': { title: 'pages:admin.userCreate.title' },
  '/admin/users/:id/edit': { title: 'pages:admin.userEdit.title' },
  '/admin/users/:id/videocourses': { title: 'pages:admin.userVideocourses.title' },
  '/admin/users/:id/tariff': { title: 'pages:admin.userTariff.title' },
  '/admin/school': { title: 'pages:admin.school.title' },
  '/admin/school/tariffs': { title: 'pages:admin.tariffs.title' },
  '/admin/school/tariffs/create': { title: 'pages:admin.tariffCreate.title' },
  '/admin/school/exercises': { title: 'pages:admin.exercises.title' },
  '/admin/school/exercises/:id': { title: 'pages:admin.exercise.title' },
  '/admin/school/exercises/:id/lessons': { title: 'pages:admin.lessons.title' },
  '/admin/school/exercises/:exerciseId/lessons/:lessonId/questions': {
    title: 'pages:admin.questions.title',
  },
  '/admin/school/answers/:id/users': { title: 'pages:admin.answers.title' },
  '/admin/school/answers/:id/users/:userId/attempts': { title: 'pages:admin.attempts.title' },
  '/admin/statistics': { title: 'pages:admin.statistics.title' },
  '/admin/payments': { title: 'pages:admin.payments.title' },
  '/admin/payments/:id': { title: 'pages:admin.payment.title' },
  '/admin/consultation-requests': { title: 'pages:admin.consultationRequests.title' },
  '/admin/audit': { title: 'pages:admin.audit.title' },
};

interface MetaHandle {
  meta: RouteMeta;
}

function fullPath(parent: string, route: RouteObject): string {
  if (route.index || !route.path) return parent;
  if (route.path.startsWith('/') || route.path === '*') return route.path;
  return `${parent.replace(/\/$/, '')}/${route.path}`;
}

/**
 * Puts each screen's meta on its route's handle, where the root layout finds it for the matched
 * route. A screen is a route without children; one missing from ROUTE_META gets the site's title.
 */
export function withPageMeta(routes: RouteObject[], parent = ''): RouteObject[] {
  return routes.map((route) => {
    const path = fullPath(parent, route);
    if (route.children) return { ...route, children: withPageMeta(route.children, path) };
    const meta = ROUTE_META[path];
    return meta ? { ...route, handle: { ...route.handle, meta } } : route;
  });
}

/** The meta of the deepest matched route that has one. */
export function matchedRouteMeta(matches: UIMatch[]): RouteMeta | null {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as Partial<MetaHandle> | undefined;
    if (handle?.meta) return handle.meta;
  }
  return null;
}
