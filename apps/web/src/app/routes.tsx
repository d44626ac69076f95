import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { HOME_COURSES_LIMIT, ROLES, type Role } from '@/config/constants';
import { guardedPage, lazyPage, preloadArea } from './lazy-route';
import { catalogPages, type CatalogPath } from './routes/catalog-pages';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { withPageMeta } from '@/lib/seo/route-meta';
import { getSession } from '@/lib/session/session-store';
import { firstWebinarsQuery, webinarsQuery } from '@/features/catalog/api/get-webinars';
import { kitQuery } from '@/lib/catalog/get-kit';
import { webinarQuery } from '@/lib/catalog/get-webinar';
import { positiveId } from '@/lib/route-params';
import { myKitsQuery } from '@/features/account/api/get-my-kits';
import { myWebinarsQuery } from '@/features/account/api/get-my-webinars';

const account = () => import('@/features/account/components/account-pages');
const admin = () => import('@/features/admin/components/admin-pages');
const school = () => import('@/features/school/components/school-pages');
type Account = Awaited<ReturnType<typeof account>>;
type Admin = Awaited<ReturnType<typeof admin>>;

const catalogRoute = (path: CatalogPath): RouteObject => ({
  path,
  lazy: lazyPage(catalogPages[path], (page) => page),
});
/** What a page behind the guard reads as its route matches, for the signed-in viewer. */
type ReadOwn = (viewerId: number) => Promise<void>;

/**
 * A page behind the guard. As its route matches, a visitor the guard will let in starts the page's
 * data and its area's chunk, so the page renders as the router reaches it instead of behind a
 * loader, whose content React then holds back up to 300 ms (its fallback throttle). The account's
 * area is three files (build/area-chunks.ts): on HTTP/1.1's six connections its 24 files of before
 * held the data back. Anyone else loads nothing: the guard sends them elsewhere.
 */
const guardedRoute = <M,>(
  path: string,
  load: () => Promise<M>,
  pick: (module: M) => React.ComponentType,
  { read, role }: { read?: ReadOwn; role?: Role } = {},
): RouteObject => ({
  path,
  Component: guardedPage(load, pick),
  loader: () => {
    const { isAuthorized, user } = getSession();
    if (isAuthorized && (role === undefined || (user?.roles.includes(role) ?? false))) {
      if (read && user !== null) void read(user.id);
      void preloadArea(load);
    }
    return null;
  },
});
const accountRoute = (path: string, pick: (m: Account) => React.ComponentType, read?: ReadOwn) =>
  guardedRoute(path, account, pick, { read });
const adminRoute = (path: string, pick: (m: Admin) => React.ComponentType) =>
  guardedRoute(path, admin, pick, { role: ROLES.admin });

const viewer = () => getSession().user?.id ?? null;

/**
 * Loaders that start reading a screen's data as the route matches, beside its page's chunk,
 * instead of after the chunk has arrived and rendered: one round trip less before the covers on a
 * phone's network. They wait for nothing; the page reads the same cache entry.
 */
const prefetchList = (read: (viewerId: number | null) => Promise<void>) => () => {
  void read(viewer());
  return null;
};

/** The same for a screen of one item, when its address holds a valid id (else the page says so). */
const prefetchById =
  (read: (id: number) => Promise<void>) =>
  ({ params }: LoaderFunctionArgs) => {
    const id = positiveId(params.id);
    if (id !== null) void read(id);
    return null;
  };

/**
 * All routes of the site; every screen is a lazily loaded module, keeping the first chunk small.
 * Each screen's title and description come from its path (lib/seo/route-meta.ts).
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return withPageMeta([
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            {
              index: true,
              loader: prefetchList((viewerId) =>
                queryClient.prefetchQuery(firstWebinarsQuery(viewerId, HOME_COURSES_LIMIT)),
              ),
              lazy: lazyPage(
                () => import('./routes/home'),
                (m) => m.HomePage,
              ),
            },
            {
              path: 'course-psychotypes',
              lazy: lazyPage(
                () => import('./routes/course-psychotypes'),
                (m) => m.CoursePsychotypesRoute,
              ),
            },
            catalogRoute('game/myhero'),
            catalogRoute('about'),
            catalogRoute('competencies'),
            catalogRoute('competencies/:id'),
            catalogRoute('certificates'),
            {
              ...catalogRoute('videocourses'),
              loader: prefetchList((viewerId) =>
                queryClient.prefetchQuery(webinarsQuery(viewerId)),
              ),
            },
            {
              ...catalogRoute('videocourses/:id'),
              loader: prefetchById((id) => queryClient.prefetchQuery(webinarQuery(viewer(), id))),
            },
            catalogRoute('kits'),
            {
              ...catalogRoute('kits/:id'),
              loader: prefetchById((id) => queryClient.prefetchQuery(kitQuery(viewer(), id))),
            },
            catalogRoute('feedbacks'),
            catalogRoute('contacts'),
            catalogRoute('consultation-appointment'),
            catalogRoute('educational-organization-info'),
            {
              path: 'password-recovery',
              lazy: lazyPage(
                () => import('@/features/auth/components/reset-password-form'),
                (m) => m.ResetPasswordForm,
              ),
            },
            {
              path: 'logout',
              lazy: lazyPage(
                () => import('@/features/auth/components/logout-dialog'),
                (m) => m.LogoutDialog,
              ),
            },
            {
              path: 'forbidden',
              lazy: lazyPage(
                () => import('./routes/status-pages'),
                (m) => m.ForbiddenPage,
              ),
            },
            {
              path: 'account',
              element: <RequireAuth />,
              children: [
                guardedRoute(
                  'personal-data',
                  () => import('@/features/profile/components/personal-data-page'),
                  (m) => m.PersonalDataPage,
                ),
                accountRoute(
                  'videocourses',
                  (m) => m.MyVideocoursesPage,
                  (id) => queryClient.prefetchQuery(myWebinarsQuery(id)),
                ),
                accountRoute(
                  'kits',
                  (m) => m.MyKitsPage,
                  (id) => queryClient.prefetchQuery(myKitsQuery(id, null)),
                ),
                accountRoute('kits/:id', (m) => m.MyKitPage),
                accountRoute('videos/:id', (m) => m.MyVideoPage),
                accountRoute('psychotherapist-21-century', (m) => m.PsychotherapistPage),
                guardedRoute('school/exercises', school, (m) => m.ExercisesPage),
                guardedRoute(
                  'payments',
                  () => import('@/features/account/components/payments-page'),
                  (m) => m.PaymentsPage,
                ),
                guardedRoute(
                  'payments/return',
                  () => import('@/features/account/components/payment-return-page'),
                  (m) => m.PaymentReturnPage,
                ),
              ],
            },
            {
              path: 'admin',
              element: <RequireAuth roles={[ROLES.admin]} />,
              children: [
                adminRoute('videocourses', (m) => m.AdminVideocoursesPage),
                adminRoute('videocourses/create', (m) => m.AdminVideocourseCreatePage),
                adminRoute('videocourses/:id', (m) => m.AdminVideocoursePage),
                adminRoute('videocourses/:id/edit', (m) => m.AdminVideocourseEditPage),
                adminRoute('kits', (m) => m.AdminKitsPage),
                adminRoute('kits/create', (m) => m.AdminKitCreatePage),
                adminRoute('kits/:id/edit', (m) => m.AdminKitEditPage),
                adminRoute('certificates', (m) => m.AdminCertificatesPage),
                adminRoute('certificates/create', (m) => m.AdminCertificateCreatePage),
                adminRoute('certificates/:id/edit', (m) => m.AdminCertificateEditPage),
                adminRoute('users', (m) => m.AdminUsersPage),
                adminRoute('users/create', (m) => m.AdminUserCreatePage),
                adminRoute('users/:id/edit', (m) => m.AdminUserEditPage),
                adminRoute('users/:id/videocourses', (m) => m.AdminUserVideocoursesPage),
                adminRoute('users/:id/tariff', (m) => m.AdminUserTariffPage),
                adminRoute('school', (m) => m.AdminSchoolPage),
                adminRoute('school/tariffs', (m) => m.AdminTariffsPage),
                adminRoute('school/tariffs/create', (m) => m.AdminTariffCreatePage),
                adminRoute('school/exercises', (m) => m.AdminExercisesPage),
                adminRoute('school/exercises/:id', (m) => m.AdminExercisePage),
                adminRoute('school/exercises/:id/lessons', (m) => m.AdminLessonsPage),
                adminRoute(
                  'school/exercises/:exerciseId/lessons/:lessonId/questions',
                  (m) => m.AdminQuestionsPage,
                ),
                adminRoute('school/answers/:id/users', (m) => m.AdminAnswersPage),
                adminRoute('school/answers/:id/users/:userId/attempts', (m) => m.AdminAttemptsPage),
                adminRoute('statistics', (m) => m.AdminStatisticsPage),
                adminRoute('payments', (m) => m.AdminPaymentsPage),
                adminRoute('payments/:id', (m) => m.AdminPaymentPage),
                adminRoute('consultation-requests', (m) => m.AdminConsultationRequestsPage),
                adminRoute('audit', (m) => m.AdminAuditPage),
              ],
            },
            {
              path: '*',
              lazy: lazyPage(
                () => import('./routes/status-pages'),
                (m) => m.NotFoundPage,
              ),
            },
          ],
        },
      ],
    },
  ]);
}
