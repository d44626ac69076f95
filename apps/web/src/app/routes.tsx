import type { RouteObject } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { ROLES } from '@/config/constants';
import { lazyPage } from './lazy-route';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

const catalog = () => import('@/features/catalog/components/catalog-pages');
const account = () => import('@/features/account/components/account-pages');
const admin = () => import('@/features/admin/components/admin-pages');
type Catalog = Awaited<ReturnType<typeof catalog>>;
type Account = Awaited<ReturnType<typeof account>>;
type Admin = Awaited<ReturnType<typeof admin>>;

const catalogRoute = (path: string, pick: (m: Catalog) => React.ComponentType): RouteObject => ({
  path,
  lazy: lazyPage(catalog, pick),
});
const accountRoute = (path: string, pick: (m: Account) => React.ComponentType): RouteObject => ({
  path,
  lazy: lazyPage(account, pick),
});
const adminRoute = (path: string, pick: (m: Admin) => React.ComponentType): RouteObject => ({
  path,
  lazy: lazyPage(admin, pick),
});

/** All routes of the site; every screen is a lazily loaded module, keeping the first chunk small. */
export function createRoutes(): RouteObject[] {
  return [
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
              lazy: lazyPage(
                () => import('./routes/home'),
                (m) => m.HomePage,
              ),
            },
            catalogRoute('course-psychotypes', (m) => m.CoursePsychotypesPage),
            catalogRoute('game/myhero', (m) => m.MyHeroPage),
            catalogRoute('about', (m) => m.AboutPage),
            catalogRoute('competencies', (m) => m.CompetenciesPage),
            catalogRoute('competencies/:id', (m) => m.CompetencePage),
            catalogRoute('certificates', (m) => m.CertificatesPage),
            catalogRoute('videocourses', (m) => m.VideocoursesPage),
            catalogRoute('videocourses/:id', (m) => m.VideocoursePage),
            catalogRoute('kits', (m) => m.KitsPage),
            catalogRoute('kits/:id', (m) => m.KitPage),
            catalogRoute('feedbacks', (m) => m.FeedbacksPage),
            catalogRoute('contacts', (m) => m.ContactsPage),
            catalogRoute('consultation-appointment', (m) => m.ConsultationPage),
            catalogRoute('educational-organization-info', (m) => m.EducationalOrganizationPage),
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
                {
                  path: 'personal-data',
                  lazy: lazyPage(
                    () => import('@/features/profile/components/personal-data-page'),
                    (m) => m.PersonalDataPage,
                  ),
                },
                accountRoute('videocourses', (m) => m.MyVideocoursesPage),
                accountRoute('kits', (m) => m.MyKitsPage),
                accountRoute('kits/:id', (m) => m.MyKitPage),
                accountRoute('videos/:id', (m) => m.MyVideoPage),
                accountRoute('psychotherapist-21-century', (m) => m.PsychotherapistPage),
                accountRoute('school/exercises', (m) => m.SchoolExercisesPage),
                {
                  path: 'payments',
                  lazy: lazyPage(
                    () => import('@/features/account/components/payments-page'),
                    (m) => m.PaymentsPage,
                  ),
                },
                {
                  path: 'payments/return',
                  lazy: lazyPage(
                    () => import('@/features/account/components/payment-return-page'),
                    (m) => m.PaymentReturnPage,
                  ),
                },
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
  ];
}
