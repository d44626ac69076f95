import { useEffect } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyList, Page } from '@/components/ui/page-frame';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-error';
import { refreshAccessFlags } from '@/lib/session/access-flags';
import { useMyExercises } from '../api/get-my-exercises';
import { ExerciseCard } from './exercise-card';

/** The API's answer to a learner without school access (none now, or it has ended). */
const isNoAccess = (error: unknown) =>
  error instanceof ApiRequestError && error.body?.code === 'SCHOOL_ACCESS_REQUIRED';

function NoAccess() {
  const { t } = useTranslation('school');
  return (
    <EmptyList text={t('exercises.noAccess')}>
      <Button asChild colorPalette="brand" data-testid="no-access-to-course">
        <RouterLink to={paths.coursePsychotypes}>{t('exercises.toCourse')}</RouterLink>
      </Button>
    </EmptyList>
  );
}

/**
 * /account/school/exercises ('Курс психотипы'): the exercises in order, each with its lessons,
 * questions, answer form and attempt history; a locked one shows when it opens.
 */
export function ExercisesPage() {
  const { t } = useTranslation('school');
  const { t: tCommon } = useTranslation('common');
  const exercises = useMyExercises();
  const noAccess = exercises.isError && isNoAccess(exercises.error);

  // The menu item may have been shown from a stale flag: the server just said otherwise.
  useEffect(() => {
    if (noAccess) void refreshAccessFlags();
  }, [noAccess]);

  return (
    <Page title={t('exercises.title')} testId="school-exercises-page">
      {exercises.isPending ? <PageLoader label={tCommon('loading')} /> : null}
      {noAccess ? <NoAccess /> : null}
      {exercises.isError && !noAccess ? (
        <QueryError title={t('exercises.loadError')} query={exercises} />
      ) : null}
      {exercises.data?.length === 0 ? <EmptyList text={t('exercises.empty')} /> : null}
      {exercises.data?.length ? (
        <Stack gap={8}>
          <Text color="fg.muted" maxW="3xl">
            {t('exercises.lead')}
          </Text>
          {exercises.data.map((exercise) => (
            <ExerciseCard key={exercise.id} exercise={exercise} />
          ))}
        </Stack>
      ) : null}
    </Page>
  );
}
