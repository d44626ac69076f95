import { Box, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { openAuthModal } from '@/lib/auth-modal';
import { isAdmin, useSession } from '@/lib/session/session-store';
import { FULL_MENU_FROM } from '../config/header-layout';
import { AdminMenu } from './admin-menu';
import { UserMenu } from './user-menu';
import { useIsDesktop } from '../hooks/use-is-desktop';

/**
 * Login/registration entry for visitors; account (and admin) menus for signed-in users. In the
 * header the account button is the initials only, and the admin menu shows beside the full menu
 * (below that width it is in the ☰ drawer).
 */
export function AuthBlock({ dark, placement }: { dark: boolean; placement: 'header' | 'drawer' }) {
  const { t } = useTranslation('auth');
  const { isAuthorized, user } = useSession();
  const isDesktop = useIsDesktop();
  const inHeader = placement === 'header';

  if (!isAuthorized) {
    return (
      <Button
        colorPalette="brand"
        variant={dark ? 'solid' : 'outline'}
        size="sm"
        onClick={() => openAuthModal({ tab: 'login' })}
        data-testid={inHeader ? 'auth-open' : 'auth-open-mobile'}
        data-close-menu
      >
        {t('modal.openButton')}
      </Button>
    );
  }
  const adminMenu = isAdmin(user) && isDesktop ? <AdminMenu dark={dark} /> : null;
  return (
    <>
      {inHeader ? <Box hideBelow={FULL_MENU_FROM}>{adminMenu}</Box> : adminMenu}
      <UserMenu dark={dark} compact={inHeader} />
    </>
  );
}
