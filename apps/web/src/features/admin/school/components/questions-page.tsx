import { useMemo } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NotFound } from '@/components/ui/page-frame';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { paths } from '@/config/paths';
import { useIdParam } from '@/lib/route-params';
import type { Lesson } from '@/lib/school-schema';
import { useSavedOrder } from '../../catalog/form-kit/use-saved-order';
import { schoolRequests } from '../api/requests';
import { useSchoolMutation } from '../api/use-school-mutation';
import { reorderWithin } from '../ordering';
import type { ExerciseDetail } from '../schemas';
import { OrderedCardList } from './ordered-card-list';
import { PageHeading } from './page-heading';
import { QuestionCreateDialog, QuestionEditDialog } from './question-dialogs';
import { SchoolPage } from './school-page';
import { useExerciseOfPage } from './use-exercise-page';

/**
 * /admin/school/exercises/:exerciseId/lessons/:lessonId/questions: the questions that follow one
 * lesson, in order; add, edit, move.
 */
export function QuestionsPage() {
  const { t } = useTranslation('admin-school');
  const { t: tCommon } = useTranslation('common');
  const { id, exercise, missing } = useExerciseOfPage('exerciseId');
  const lessonId = useIdParam('lessonId');
  const lesson = exercise.data?.lessons.find((item) => item.id === lessonId);
  if (missing || lessonId === null || (exercise.data && !lesson)) return <NotFound />;
  return (
    <SchoolPage
      trail={[
        { label: t('crumbs.school'), to: paths.admin.school },
        { label: t('crumbs.exercises'), to: paths.admin.exercises },
        { label: exercise.data?.title ?? '', to: paths.admin.exercise(id) },
        { label: t('exercises.lessons'), to: paths.admin.lessons(id) },
        { label: lesson?.title ?? '' },
      ]}
      testId="admin-questions-page"
    >
      {exercise.isPending ? <PageLoader label={tCommon('loading')} /> : null}
      {exercise.isError ? <QueryError title={t('questions.loadError')} query={exercise} /> : null}
      {exercise.data && lesson ? <QuestionList exercise={exercise.data} lesson={lesson} /> : null}
    </SchoolPage>
  );
}

function QuestionList({ exercise, lesson }: { exercise: ExerciseDetail; lesson: Lesson }) {
  const { t } = useTranslation('admin-school');
  const order = useSchoolMutation({
    mutationFn: schoolRequests.orderQuestions,
    success: t('questions.reordered'),
  });
  const questions = useMemo(
    () => exercise.questions.filter((question) => question.lesson_id === lesson.id),
    [exercise.questions, lesson.id],
  );
  const allIds = exercise.questions.map((question) => question.id);
  const { rows, move } = useSavedOrder(questions, (ids) =>
    order.mutateAsync({ exerciseId: exercise.id, ids: reorderWithin(allIds, ids) }),
  );
  return (
    <Stack gap={6}>
      <PageHeading title={t('questions.title', { lesson: lesson.title })} testId="admin-questions">
        <QuestionCreateDialog exerciseId={exercise.id} lessonId={lesson.id} />
      </PageHeading>
      <OrderedCardList
        rows={rows}
        onMove={move}
        label={t('questions.list')}
        emptyText={t('questions.empty')}
        testId="admin-question"
        moveName={(_question, index) => t('questions.editTitle', { number: index + 1 })}
        content={(question, index) => (
          <Text overflowWrap="anywhere" whiteSpace="pre-line">
            {index + 1}. {question.text}
          </Text>
        )}
        actions={(question, index) => <QuestionEditDialog question={question} number={index + 1} />}
      />
    </Stack>
  );
}
