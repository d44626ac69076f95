import { Table } from '../../shared/chakra';
import { useTranslation } from 'react-i18next';
import { NotFound } from '@/components/ui/page-frame';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { AdminListFrame } from '../../shared/admin-list-frame';
import { AdminTable } from '../../shared/admin-table';
import { useUrlFilters } from '../../shared/use-url-filters';
import { useAdminAnswers } from '../api/get-answers';
import { groupByLearner } from '../group-answers';
import { AttemptStatusBadge } from './attempt-status-badge';
import { AttemptsLink } from './attempts-link';
import { learnerName } from './learner-name';
import { SchoolPage } from './school-page';
import { useExerciseOfPage } from './use-exercise-page';

/**
 * /admin/school/answers/:id/users: the learners who answered the exercise, the most recent first,
 * each with a link to their attempts. The answers come newest first in pages (?page=).
 */
export function AnswersPage() {
  const { t } = useTranslation('admin-school');
  const { id, exercise, missing } = useExerciseOfPage();
  const { page, setPage } = useUrlFilters([]);
  const answers = useAdminAnswers({ exerciseId: id, page });
  if (missing) return <NotFound />;
  const exerciseTitle = exercise.data?.title ?? '';
  return (
    <SchoolPage
      trail={[
        { label: t('crumbs.school'), to: paths.admin.school },
        { label: t('crumbs.exercises'), to: paths.admin.exercises },
        { label: exerciseTitle, to: paths.admin.exercise(id) },
        { label: t('exercises.answers') },
      ]}
      testId="admin-answers-page"
    >
      <AdminListFrame
        title={t('answers.title', { exercise: exerciseTitle })}
        testId="admin-answers"
        query={answers}
        items={(data) => groupByLearner(data.answers)}
        onPageChange={setPage}
        loadErrorTitle={t('answers.loadError')}
        emptyText={t('answers.empty')}
      >
        {(learners) => (
          <AdminTable
            label={t('answers.table')}
            testId="admin-answers-table"
            columns={[
              t('columns.learner'),
              t('columns.answers'),
              t('columns.lastAnswer'),
              t('columns.attemptStatus'),
              t('columns.actions'),
            ]}
          >
            {learners.map((learner) => {
              const name = learnerName(learner.user, t);
              return (
                <Table.Row key={learner.user.id} data-testid={`admin-answers-${learner.user.id}`}>
                  <Table.Cell minW="14rem" overflowWrap="anywhere">
                    {name}
                  </Table.Cell>
                  <Table.Cell>{learner.answers}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    {formatDateTime(learner.lastAnsweredAt)}
                  </Table.Cell>
                  <Table.Cell>
                    <AttemptStatusBadge status={learner.lastAttemptStatus} />
                  </Table.Cell>
                  <Table.Cell>
                    <AttemptsLink
                      exerciseId={id}
                      userId={learner.user.id}
                      variant="outline"
                      label={t('answers.attemptsLabel', { learner: name })}
                    >
                      {t('answers.attempts')}
                    </AttemptsLink>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </AdminTable>
        )}
      </AdminListFrame>
    </SchoolPage>
  );
}
