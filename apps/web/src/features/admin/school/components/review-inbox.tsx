import { useState } from 'react';
import { Table } from '../../shared/chakra';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { ATTEMPT_STATUSES } from '@/lib/school-schema';
import { AdminListFrame } from '../../shared/admin-list-frame';
import { AdminTable } from '../../shared/admin-table';
import { useUrlFilters } from '../../shared/use-url-filters';
import { ADMIN_PAGE_SIZE } from '../../shared/constants';
import { useAdminAttempts } from '../api/get-attempts';
import { AttemptsLink } from './attempts-link';
import { learnerName } from './learner-name';
import { waitingSince } from './waiting-time';

/**
 * The reviewer's inbox: attempts under review, the longest waiting first (the API's order), paged
 * with ?page= in the address, each with a link to the learner's attempts where the verdict is given.
 */
export function ReviewInbox() {
  const { t } = useTranslation('admin-school');
  const { page, setPage } = useUrlFilters([]);
  // Waiting times are counted from when the screen opened, so they do not change under the eye.
  const [now] = useState(() => new Date());
  const attempts = useAdminAttempts({
    status: ATTEMPT_STATUSES.checking,
    page,
    perPage: ADMIN_PAGE_SIZE,
  });
  const waiting = (submittedAt: string) => {
    const { unit, count } = waitingSince(submittedAt, now);
    return unit === 'minutes' ? t('waiting.minutes') : t(`waiting.${unit}`, { count });
  };
  return (
    <AdminListFrame
      title={t('overview.inbox')}
      headingLevel="h2"
      testId="admin-review-inbox"
      query={attempts}
      items={(data) => data.attempts}
      onPageChange={setPage}
      loadErrorTitle={t('overview.inboxLoadError')}
      emptyText={t('overview.inboxEmpty')}
    >
      {(rows) => (
        <AdminTable
          label={t('overview.inboxTable')}
          testId="admin-review-inbox-table"
          columns={[
            t('columns.learner'),
            t('columns.exercise'),
            t('columns.submitted'),
            t('columns.waiting'),
            t('columns.actions'),
          ]}
        >
          {rows.map((attempt) => {
            const learner = learnerName(attempt.user, t);
            return (
              <Table.Row key={attempt.id} data-testid={`admin-inbox-${attempt.id}`}>
                <Table.Cell minW="12rem" overflowWrap="anywhere">
                  {learner}
                </Table.Cell>
                <Table.Cell minW="12rem">{attempt.exercise.title}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(attempt.submitted_at)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap" data-testid="inbox-waiting">
                  {waiting(attempt.submitted_at)}
                </Table.Cell>
                <Table.Cell>
                  <AttemptsLink
                    exerciseId={attempt.exercise.id}
                    userId={attempt.user.id}
                    colorPalette="brand"
                    label={t('review.openLabel', { learner, exercise: attempt.exercise.title })}
                  >
                    {t('review.open')}
                  </AttemptsLink>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </AdminTable>
      )}
    </AdminListFrame>
  );
}
