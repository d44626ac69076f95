import { Badge, Stack, Text } from '@chakra-ui/react';
import { Table } from '../../shared/chakra';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryList } from '@/components/ui/query-list';
import { EmptyList } from '@/components/ui/page-frame';
import { formatDate } from '@/lib/format';
import { AdminTable } from '../../shared/admin-table';
import { useAdminMutation } from '../../shared/use-admin-mutation';
import { setUserWebinars, userWebinarsQuery, type SetWebinarsBody } from '../api/user-webinars';
import { grantBody, revokeBody } from '../grant-schema';
import { adminUserKeys } from '../query-keys';
import type { AdminUser, UserWebinarAccess } from '../schemas';
import { GrantWebinarForm } from './grant-webinar-form';
import { RevokeWebinarButton } from './revoke-webinar-button';
import { UserFrame } from './user-frame';

const COLUMNS = ['title', 'source', 'starts', 'expires', 'state', 'actions'] as const;

function WebinarsTable({
  webinars,
  onRevoke,
  pending,
}: {
  webinars: UserWebinarAccess[];
  onRevoke: (id: number, reason: string) => Promise<unknown>;
  pending: boolean;
}) {
  const { t } = useTranslation('admin-users');
  return (
    <AdminTable
      label={t('webinars.title')}
      columns={COLUMNS.map((column) => t(`webinars.columns.${column}`))}
      testId="user-webinars"
    >
      {webinars.map((webinar) => (
        <Table.Row key={webinar.id} data-testid={`user-webinar-${webinar.id}`}>
          <Table.Cell overflowWrap="anywhere">{webinar.title}</Table.Cell>
          <Table.Cell>
            {t(`webinars.source.${webinar.source}`)}
            {webinar.kit_id !== null ? (
              <Text fontSize="xs" color="fg.muted">
                {t('webinars.fromKit')}
              </Text>
            ) : null}
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatDate(webinar.access_starts_at)}</Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatDate(webinar.access_expires_at)}</Table.Cell>
          <Table.Cell>
            <Badge colorPalette={webinar.state === 'can_view' ? 'green' : 'gray'}>
              {t(webinar.state === 'can_view' ? 'webinars.state.open' : 'webinars.state.expired')}
            </Badge>
          </Table.Cell>
          <Table.Cell>
            <RevokeWebinarButton
              webinar={webinar}
              onRevoke={(reason) => onRevoke(webinar.id, reason)}
              pending={pending}
            />
          </Table.Cell>
        </Table.Row>
      ))}
    </AdminTable>
  );
}

function UserWebinars({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin-users');
  const webinars = useQuery(userWebinarsQuery(user.id));
  const owned = webinars.data ?? [];
  const mutationOptions = {
    mutationFn: (body: SetWebinarsBody) => setUserWebinars(user.id, body),
    invalidate: [adminUserKeys.webinars(user.id)],
  };
  const grant = useAdminMutation({
    ...mutationOptions,
    success: t('webinars.grant.done'),
    errorToast: false,
  });
  const revoke = useAdminMutation({ ...mutationOptions, success: t('webinars.revoke.done') });
  return (
    <Stack gap={8}>
      <Stack gap={4}>
        <QueryList
          query={webinars}
          loadErrorTitle={t('webinars.loadError')}
          empty={<EmptyList text={t('webinars.empty')} />}
        >
          {(items) => (
            <WebinarsTable
              webinars={items}
              onRevoke={(id, reason) => revoke.mutateAsync(revokeBody(owned, id, reason))}
              pending={revoke.isPending}
            />
          )}
        </QueryList>
      </Stack>
      {webinars.data ? (
        <GrantWebinarForm
          onGrant={(values) => grant.mutateAsync(grantBody(owned, values))}
          pending={grant.isPending}
          error={grant.error}
        />
      ) : null}
    </Stack>
  );
}

/** /admin/users/{id}/videocourses: the user's courses until when, granted or revoked by hand. */
export function UserVideocoursesPage() {
  return (
    <UserFrame testId="admin-user-videocourses">{(user) => <UserWebinars user={user} />}</UserFrame>
  );
}
