import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NotFound } from '@/components/ui/page-frame';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { paths } from '@/config/paths';
import { useSavedOrder } from '../../catalog/form-kit/use-saved-order';
import { schoolRequests } from '../api/requests';
import { useSchoolMutation } from '../api/use-school-mutation';
import type { ExerciseDetail } from '../schemas';
import { LessonCreateDialog, LessonEditDialog } from './lesson-dialogs';
import { OrderedCardList } from './ordered-card-list';
import { PageHeading } from './page-heading';
import { SchoolPage } from './school-page';
import { useExerciseOfPage } from './use-exercise-page';

/** /admin/school/exercises/:id/lessons: the exercise's lessons in order; add, edit, move. */
export function LessonsPage() {
  const { t } = useTranslation('admin-school');
  const { t: tCommon } = useTranslation('common');
  const { id, exercise, missing } = useExerciseOfPage();
  if (missing) return <NotFound />;
  const title = exercise.data?.title ?? '';
  return (
    <SchoolPage
      trail={[
        { label: t('crumbs.school'), to: paths.admin.school },
        { label: t('crumbs.exercises'), to: paths.admin.exercises },
        { label: title, to: paths.admin.exercise(id) },
        { label: t('exercises.lessons') },
      ]}
      testId="admin-lessons-page"
    >
      {exercise.isPending ? <PageLoader label={tCommon('loading')} /> : null}
      {exercise.isError ? <QueryError title={t('lessons.loadError')} query={exercise} /> : null}
      {exercise.data ? <LessonList exercise={exercise.data} /> : null}
    </SchoolPage>
  );
}

function LessonList({ exercise }: { exercise: ExerciseDetail }) {
  const { t } = useTranslation('admin-school');
  const order = useSchoolMutation({
    mutationFn: schoolRequests.orderLessons,
    success: t('lessons.reordered'),
  });
  const { rows, move } = useSavedOrder(exercise.lessons, (ids) =>
    order.mutateAsync({ exerciseId: exercise.id, ids }),
  );
  const questionCount = (lessonId: number) =>
    exercise.questions.filter((question) => question.lesson_id === lessonId).length;
  return (
    <Stack gap={6}>
      <PageHeading title={t('lessons.title', { exercise: exercise.title })} testId="admin-lessons">
        <LessonCreateDialog exerciseId={exercise.id} />
      </PageHeading>
      <OrderedCardList
        rows={rows}
        onMove={move}
        label={t('lessons.list')}
        emptyText={t('lessons.empty')}
        testId="admin-lesson"
        moveName={(lesson) => lesson.title}
        content={(lesson, index) => (
          <>
            <Text fontWeight="semibold" overflowWrap="anywhere">
              {t('lessons.position', { number: index + 1 })}. {lesson.title}
            </Text>
            <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
              {lesson.video_url ?? t('lessons.noVideo')}
            </Text>
          </>
        )}
        actions={(lesson) => (
          <>
            <LessonEditDialog lesson={lesson} />
            <Button asChild size="xs" variant="outline">
              <RouterLink
                to={paths.admin.questions(exercise.id, lesson.id)}
                aria-label={t('lessons.questionsLabel', {
                  title: lesson.title,
                  count: questionCount(lesson.id),
                })}
              >
                {t('lessons.questions', { count: questionCount(lesson.id) })}
              </RouterLink>
            </Button>
          </>
        )}
      />
    </Stack>
  );
}
