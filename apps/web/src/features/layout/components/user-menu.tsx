import { Button, Text, VisuallyHidden } from '@chakra-ui/react';
import { Menu } from '@/components/ui/lazy-widgets';
import { Link as RouterLink } from 'react-router-dom';
import { useMenuNavigate } from '../hooks/use-menu-navigate';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { isAdmin, useSession } from '@/lib/session/session-store';
import { useIsDesktop } from '../hooks/use-is-desktop';
import { AccountAvatar } from './account-avatar';
import { HEADER_MENU_STRATEGY, HeaderMenuPopup } from './header-menu-popup';

/**
 * The account menu, headed by the user's login; owned courses add their items. `compact` (the
 * header): the button shows only the initials, so a long login never widens the header; in the ☰
 * drawer the login wraps beside them. Either way its name is 'Личный кабинет: <login>'.
 */
export function UserMenu({ dark, compact = false }: { dark: boolean; compact?: boolean }) {
  const { t } = useTranslation('layout');
  const menuNavigate = useMenuNavigate();
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
    <Menu.Root
      navigate={menuNavigate}
      positioning={{ placement: 'bottom-end', strategy: HEADER_MENU_STRATEGY }}
    >
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          color={dark ? 'white' : 'fg'}
          _hover={{ bg: dark ? 'whiteAlpha.200' : 'bg.muted' }}
          size="sm"
          rounded={compact ? 'full' : 'l2'}
          px={compact ? 0.5 : 1}
          h="auto"
          minH="9"
          maxW="full"
          whiteSpace="normal"
          textAlign="start"
          data-testid="user-menu-trigger"
        >
          {user ? <AccountAvatar user={user} /> : t('userMenu.error')}
          {/* Named by its content, not an aria-label, so what a person sees is part of the name
              voice control listens for; the initials are decoration. */}
          {user ? <VisuallyHidden>{t('userMenu.account')} </VisuallyHidden> : null}
          {user && compact ? <VisuallyHidden>{user.login}</VisuallyHidden> : null}
          {user && !compact ? (
            <Text as="span" pe={2} overflowWrap="anywhere">
              {user.login}
            </Text>
          ) : null}
        </Button>
      </Menu.Trigger>
      <HeaderMenuPopup data-testid="user-menu" maxW="min(20rem, calc(100vw - 2rem))">
        {user ? (
          <Menu.ItemGroup>
            <Menu.ItemGroupLabel overflowWrap="anywhere" data-testid="user-menu-login">
              {user.login}
            </Menu.ItemGroupLabel>
            {items.map((item) => (
              <Menu.Item key={item.route} value={item.route} asChild data-testid={item.testId}>
                <RouterLink to={item.route}>{item.title}</RouterLink>
              </Menu.Item>
            ))}
          </Menu.ItemGroup>
        ) : (
          <Menu.Item value="error" disabled>
            {t('userMenu.error')}
          </Menu.Item>
        )}
      </HeaderMenuPopup>
    </Menu.Root>
  );
}
