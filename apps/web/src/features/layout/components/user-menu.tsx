import { Button, Menu, Portal } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { isAdmin, useSession } from '@/lib/session/session-store';
import { useIsDesktop } from '../hooks/use-is-desktop';

/** The account menu; its title is the user's login, and owned courses add their items. */
export function UserMenu({ dark }: { dark: boolean }) {
  const { t } = useTranslation('layout');
  const { user, isHavePsychotherapist, isHaveSchool } = useSession();
  const isDesktop = useIsDesktop();

  const items = user
    ? [
        {
          route: paths.account.personalData,
          title: t('userMenu.personalData'),
          testId: 'user-menu-personal-data',
        },
        {
          route: paths.account.videocourses,
          title: t('userMenu.myVideocourses'),
          testId: 'user-menu-videocourses',
        },
        { route: paths.account.kits, title: t('userMenu.myKits'), testId: 'user-menu-kits' },
        {
          route: paths.account.payments,
          title: t('userMenu.myPayments'),
          testId: 'user-menu-payments',
        },
        ...(isHavePsychotherapist
          ? [
              {
                route: paths.account.psychotherapist,
                title: t('userMenu.psychotherapist'),
                testId: 'user-menu-psychotherapist',
              },
            ]
          : []),
        ...(isHaveSchool
          ? [
              {
                route: paths.account.schoolExercises,
                title: t('userMenu.schoolCourse'),
                testId: 'user-menu-school',
              },
            ]
          : []),
        ...(isAdmin(user) && isDesktop
          ? [
              {
                route: paths.admin.videocourses,
                title: t('userMenu.adminPanel'),
                testId: 'user-menu-admin',
              },
            ]
          : []),
        { route: paths.logout, title: t('userMenu.logout'), testId: 'user-menu-logout' },
      ]
    : [];

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button
          variant={dark ? 'outline' : 'subtle'}
          colorPalette={dark ? 'gray' : 'brand'}
          color={dark ? 'white' : undefined}
          size="sm"
          maxW="220px"
          data-testid="user-menu-trigger"
        >
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {user ? user.login : t('userMenu.error')}
          </span>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content data-testid="user-menu">
            {user ? (
              items.map((item) => (
                <Menu.Item key={item.route} value={item.route} asChild data-testid={item.testId}>
                  <RouterLink to={item.route}>{item.title}</RouterLink>
                </Menu.Item>
              ))
            ) : (
              <Menu.Item value="error" disabled>
                {t('userMenu.error')}
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
