import type { ReactNode } from 'react';
import { Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NotFound, Page } from '@/components/ui/page-frame';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { paths } from '@/config/paths';
import { isNotFound } from '@/lib/api-error';
import { useIdParam } from '@/lib/route-params';
import { adminUserQuery } from '../api/users';
import { fullName, type AdminUser } from '../schemas';

function UserNav({ id }: { id: number }) {
  const { t } = useTranslation('admin-users');
  const tabs = [
    { key: 'profile', to: paths.admin.userEdit(id) },
    { key: 'videocourses', to: paths.admin.userVideocourses(id) },
    { key: 'tariff', to: paths.admin.userTariff(id) },
  ] as const;
  return (
    <HStack as="nav" aria-label={t('user.nav')} gap={4} wrap="wrap" borderBottomWidth="1px" pb={2}>
      {tabs.map((tab) => (
        <Link key={tab.key} asChild colorPalette="brand" fontWeight="medium">
          {/* NavLink marks the current section with aria-current="page". */}
          <NavLink to={tab.to} end>
            {t(`user.tabs.${tab.key}`)}
          </NavLink>
        </Link>
      ))}
    </HStack>
  );
}

/**
 * The frame of a user's pages (profile, video courses, tariff): loads the user from the address,
 * shows who it is and the sections, or the load's failure.
 */
export function UserFrame({
  testId,
  children,
}: {
  testId: string;
  children: (user: AdminUser) => ReactNode;
}) {
  const { t } = useTranslation('admin-users');
  const { t: tc } = useTranslation('common');
  const id = useIdParam();
  const user = useQuery({ ...adminUserQuery(id ?? 0), enabled: id !== null });
  if (id === null || isNotFound(user.error)) return <NotFound />;
  return (
    <Page>
      <Stack gap={6} data-testid={testId} minW={0}>
        <Link asChild colorPalette="brand" alignSelf="flex-start" fontSize="sm">
          <RouterLink to={paths.admin.users}>{t('user.back')}</RouterLink>
        </Link>
        {user.isPending ? <PageLoader label={tc('loading')} /> : null}
        {user.isError ? <QueryError title={t('user.loadError')} query={user} level="h1" /> : null}
        {user.data ? (
          <>
            <Stack gap={1}>
              <Heading as="h1" size="2xl" overflowWrap="anywhere">
                {user.data.login}
              </Heading>
              {fullName(user.data) ? <Text color="fg.muted">{fullName(user.data)}</Text> : null}
            </Stack>
            <UserNav id={id} />
            {children(user.data)}
          </>
        ) : null}
      </Stack>
    </Page>
  );
}
