import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { EmptyList, NotFound } from '@/components/ui/page-frame';
import { QueryList } from '@/components/ui/query-list';
import { paths } from '@/config/paths';
import { useIdParam } from '@/lib/route-params';
import { useAdminAttempts } from '../api/get-attempts';
import { AttemptCard } from './attempt-card';
import { learnerName } from './learner-name';
import { SchoolPage } from './school-page';

/** A learner's attempts at one exercise fit on one page: they answer again only after a fail. */
const ATTEMPTS_PER_PAGE = 100;

/**
 * /admin/school/answers/:id/users/:userId/attempts: a learner's attempts at the exercise, each
 * with its answers; one under review takes the verdict here.
 */
export function AttemptsPage() {
  const { t } = useTranslation('admin-school');
  const exerciseId = useIdParam();
  const userId = useIdParam('userId');
  const attempts = useAdminAttempts(
    { exerciseId: exerciseId ?? 0, userId: userId ?? 0, perPage: ATTEMPTS_PER_PAGE },
    exerciseId !== null && userId !== null,
  );
  if (exerciseId === null || userId === null) return <NotFound />;
  const first = attempts.data?.attempts[0];
  return (
    <SchoolPage
      trail={[
        { label: t('crumbs.school'), to: paths.admin.school },
        { label: t('crumbs.exercises'), to: paths.admin.exercises },
        { label: t('exercises.answers'), to: paths.admin.answers(exerciseId) },
        { label: t('attempts.title') },
      ]}
      title={t('attempts.title')}
      testId="admin-attempts-page"
    >
      {first ? (
        <Text
          mt={-4}
          mb={6}
          color="fg.muted"
          overflowWrap="anywhere"
          data-testid="attempts-learner"
        >
          {t('attempts.learner', {
            learner: learnerName(first.user, t),
            exercise: first.exercise.title,
          })}
        </Text>
      ) : null}
      <QueryList
        query={{ ...attempts, data: attempts.data?.attempts }}
        loadErrorTitle={t('attempts.loadError')}
        empty={<EmptyList text={t('attempts.empty')} />}
      >
        {(rows) => (
          <Stack gap={6}>
            {rows.map((attempt) => (
              <AttemptCard key={attempt.id} attempt={attempt} />
            ))}
          </Stack>
        )}
      </QueryList>
    </SchoolPage>
  );
}
