import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NotFound } from '@/components/ui/page-frame';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { paths } from '@/config/paths';
import { useAdminSchools } from '../api/get-schools';
import { schoolRequests } from '../api/requests';
import { useSchoolMutation } from '../api/use-school-mutation';
import { exerciseFormToBody, exerciseToForm } from '../forms/exercise-form-schema';
import type { ExerciseDetail, School } from '../schemas';
import { ExerciseForm } from './exercise-form';
import { SchoolPage } from './school-page';
import { useExerciseOfPage } from './use-exercise-page';

/** /admin/school/exercises/:id: what the exercise holds, where to go next, and its edit form. */
export function ExercisePage() {
  const { t } = useTranslation('admin-school');
  const { t: tCommon } = useTranslation('common');
  const { exercise, missing } = useExerciseOfPage();
  const schools = useAdminSchools();
  if (missing) return <NotFound />;
  const title = exercise.data?.title ?? t('crumbs.exercises');
  return (
    <SchoolPage
      trail={[
        { label: t('crumbs.school'), to: paths.admin.school },
        { label: t('crumbs.exercises'), to: paths.admin.exercises },
        { label: title },
      ]}
      title={exercise.data?.title}
      testId="admin-exercise-page"
    >
      {exercise.isPending || schools.isPending ? <PageLoader label={tCommon('loading')} /> : null}
      {exercise.isError ? <QueryError title={t('exercise.loadError')} query={exercise} /> : null}
      {schools.isError ? (
        <QueryError title={t('overview.schoolsLoadError')} query={schools} />
      ) : null}
      {exercise.data && schools.data ? (
        <ExerciseDetails exercise={exercise.data} schools={schools.data} />
      ) : null}
    </SchoolPage>
  );
}

function ExerciseDetails({ exercise, schools }: { exercise: ExerciseDetail; schools: School[] }) {
  const { t } = useTranslation('admin-school');
  const update = useSchoolMutation({
    mutationFn: schoolRequests.updateExercise,
    success: t('exercises.saved'),
    errorToast: false,
  });
  return (
    <Stack gap={8}>
      <Card.Root variant="subtle" data-testid="admin-exercise-content">
        <Card.Body gap={3}>
          <Heading as="h2" size="md">
            {t('exercise.content')}
          </Heading>
          <Text>
            {t('exercise.lessonsCount', { count: exercise.lessons.length })} ·{' '}
            {t('exercise.questionsCount', { count: exercise.questions.length })}
          </Text>
          <HStack gap={3} wrap="wrap">
            <Button asChild size="sm" colorPalette="brand">
              <RouterLink to={paths.admin.lessons(exercise.id)}>
                {t('exercise.toLessons')}
              </RouterLink>
            </Button>
            <Button asChild size="sm" variant="outline">
              <RouterLink to={paths.admin.answers(exercise.id)}>
                {t('exercise.toAnswers')}
              </RouterLink>
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
      <Stack gap={4}>
        <Heading as="h2" size="lg">
          {t('exercise.edit')}
        </Heading>
        <ExerciseForm
          // A saved exercise comes back with the server's values: the form starts over from them.
          key={exercise.updated_at}
          defaultValues={exerciseToForm(exercise)}
          schools={schools}
          pending={update.isPending}
          error={update.error}
          submitLabel={t('exerciseForm.submitSave')}
          testId="exercise-form"
          onSubmit={(values) =>
            update.mutate({ id: exercise.id, body: exerciseFormToBody(values) })
          }
        />
      </Stack>
    </Stack>
  );
}
