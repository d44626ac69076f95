import { PlaceholderPage, type PlaceholderKey } from '@/components/ui/placeholder-page';

const page = (key: string) => {
  const AdminPlaceholder = () => (
    <PlaceholderPage
      titleKey={`admin.${key}.title` as PlaceholderKey}
      emptyKey={`admin.${key}.empty` as PlaceholderKey}
    />
  );
  return AdminPlaceholder;
};

export const AdminVideocoursesPage = page('videocourses');
export const AdminVideocourseCreatePage = page('videocourseCreate');
export const AdminVideocoursePage = page('videocourse');
export const AdminVideocourseEditPage = page('videocourseEdit');
export const AdminKitsPage = page('kits');
export const AdminKitCreatePage = page('kitCreate');
export const AdminKitEditPage = page('kitEdit');
export const AdminCertificatesPage = page('certificates');
export const AdminCertificateCreatePage = page('certificateCreate');
export const AdminCertificateEditPage = page('certificateEdit');
export const AdminUsersPage = page('users');
export const AdminUserCreatePage = page('userCreate');
export const AdminUserEditPage = page('userEdit');
export const AdminUserVideocoursesPage = page('userVideocourses');
export const AdminUserTariffPage = page('userTariff');
export const AdminSchoolPage = page('school');
export const AdminTariffsPage = page('tariffs');
export const AdminTariffCreatePage = page('tariffCreate');
export const AdminExercisesPage = page('exercises');
export const AdminExercisePage = page('exercise');
export const AdminLessonsPage = page('lessons');
export const AdminQuestionsPage = page('questions');
export const AdminAnswersPage = page('answers');
export const AdminAttemptsPage = page('attempts');
export const AdminStatisticsPage = page('statistics');
