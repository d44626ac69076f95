import { useTranslation } from 'react-i18next';
import { pluralRu } from '@/lib/plural';

/** "1 videocourse / 2 videocourses / 5 videocourses" with the Russian forms from the translations. */
export function useCoursesCount() {
  const { t } = useTranslation('catalog');
  return (count: number) =>
    t('kit.coursesCount', {
      count,
      word: pluralRu(count, [
        t('kit.courseForms.one'),
        t('kit.courseForms.few'),
        t('kit.courseForms.many'),
      ]),
    });
}
