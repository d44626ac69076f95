import { HStack, Link } from '@chakra-ui/react';
import { Table } from '../../shared/chakra';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { AdminListFrame } from '../../shared/admin-list-frame';
import { AdminTable } from '../../shared/admin-table';
import { SearchFilter } from '../../shared/search-filter';
import { useUrlFilters } from '../../shared/use-url-filters';
import { adminUsersQuery } from '../api/users';
import { fullName, type UserListItem } from '../schemas';
import { Page } from '@/components/ui/page-frame';

function UserRow({ user }: { user: UserListItem }) {
  const { t } = useTranslation('admin-users');
  const links = [
    { key: 'edit', to: paths.admin.userEdit(user.id) },
    { key: 'videocourses', to: paths.admin.userVideocourses(user.id) },
    { key: 'tariff', to: paths.admin.userTariff(user.id) },
  ] as const;
  return (
    <Table.Row data-testid={`user-${user.id}`}>
      <Table.Cell>{user.id}</Table.Cell>
      <Table.Cell overflowWrap="anywhere">{user.login}</Table.Cell>
      <Table.Cell>{fullName(user) ?? '—'}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{user.phone || user.cellphone || '—'}</Table.Cell>
      <Table.Cell>{user.roles.map((role) => t(`roles.${role}`)).join(', ')}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDate(user.created_at)}</Table.Cell>
      <Table.Cell>
        <HStack gap={3}>
          {links.map((link) => (
            <Link key={link.key} asChild colorPalette="brand" whiteSpace="nowrap">
              <RouterLink
                to={link.to}
                aria-label={t(`list.actionsLabel.${link.key}`, { login: user.login })}
              >
                {t(`list.actions.${link.key}`)}
              </RouterLink>
            </Link>
          ))}
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}

/** /admin/users: every user, newest first, searched by login, e-mail, name or phone. */
export function UsersPage() {
  const { t } = useTranslation('admin-users');
  const { filters, page, setFilters, setPage, reset, filtered } = useUrlFilters(['search']);
  const users = useQuery(adminUsersQuery({ search: filters.search, page }));
  const columns = ['id', 'login', 'name', 'phone', 'roles', 'createdAt', 'actions'] as const;
  return (
    <Page>
      <AdminListFrame
        title={t('list.title')}
        testId="admin-users"
        action={{ to: paths.admin.userCreate, label: t('list.create') }}
        filters={
          <SearchFilter
            label={t('list.search')}
            placeholder={t('list.searchPlaceholder')}
            value={filters.search}
            onChange={(search) => setFilters({ search })}
            testId="users-search"
          />
        }
        query={users}
        items={(data) => data.users}
        filtered={filtered}
        onResetFilters={reset}
        onPageChange={setPage}
        loadErrorTitle={t('list.loadError')}
        emptyText={filtered ? t('list.emptyFiltered') : t('list.empty')}
      >
        {(rows) => (
          <AdminTable
            label={t('list.title')}
            columns={columns.map((column) => t(`list.columns.${column}`))}
            testId="users-table"
          >
            {rows.map((user) => (
              <UserRow key={user.id} user={user} />
            ))}
          </AdminTable>
        )}
      </AdminListFrame>
    </Page>
  );
}
