import { useTranslation } from 'react-i18next';
import type { Crumb } from '@/components/ui/crumbs';
import { paths } from '@/config/paths';

/** The breadcrumbs every course page starts with: the course list. */
export function useVideocoursesTrail(): Crumb[] {
  const { t } = useTranslation('admin-catalog');
  return [{ label: t('videocourses.title'), to: paths.admin.videocourses }];
}
