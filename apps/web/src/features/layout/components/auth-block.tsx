import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { openAuthModal } from '@/lib/auth-modal';
import { isAdmin, useSession } from '@/lib/session/session-store';
import { AdminMenu } from './admin-menu';
import { UserMenu } from './user-menu';
import { useIsDesktop } from '../hooks/use-is-desktop';

/** Login/registration entry for visitors; account (and admin) menus for signed-in users. */
export function AuthBlock({ dark, testIdSuffix = '' }: { dark: boolean; testIdSuffix?: string }) {
  const { t } = useTranslation('auth');
  const { isAuthorized, user } = useSession();
  const isDesktop = useIsDesktop();

  if (!isAuthorized) {
    return (
      <Button
        colorPalette="brand"
        variant={dark ? 'solid' : 'outline'}
        size="sm"
        onClick={() => openAuthModal({ tab: 'login' })}
        data-testid={`auth-open${testIdSuffix}`}
        data-close-menu
      >
        {t('modal.openButton')}
      </Button>
    );
  }
  return (
    <>
      {isAdmin(user) && isDesktop ? <AdminMenu dark={dark} /> : null}
      <UserMenu dark={dark} />
    </>
  );
}
