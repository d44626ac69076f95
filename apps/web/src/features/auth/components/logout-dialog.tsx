import { Button } from '@chakra-ui/react';
import { Navigate, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session/session-store';
import { Modal } from '@/components/ui/modal';
import { useLogout } from '../api/logout';
import { useAuthText } from '../hooks/use-auth-text';

/**
 * /logout: confirmation dialog; confirming hides the auth modal, clears the session and goes to /.
 * A visitor who is not signed in has no account to leave: they go straight to /.
 */
export function LogoutDialog() {
  const { isAuthorized } = useSession();
  if (!isAuthorized) return <Navigate to={paths.home} replace />;
  return <LogoutConfirmation />;
}

function LogoutConfirmation() {
  const { t } = useAuthText();
  const navigate = useNavigate();
  const logout = useLogout();

  const cancel = () => {
    if (window.history.state && window.history.state.idx > 0) navigate(-1);
    else navigate('/', { replace: true });
  };

  const confirm = () => {
    logout.mutate(undefined, {
      onSettled: () => navigate('/', { replace: true }),
    });
  };

  return (
    <Modal
      title={t('logout.title')}
      testId="logout-dialog"
      open
      onOpenChange={(open) => {
        if (!open) cancel();
      }}
      role="alertdialog"
      closable={false}
      footer={
        <>
          <Button variant="outline" onClick={cancel} data-testid="logout-cancel">
            {t('logout.cancel')}
          </Button>
          <Button
            colorPalette="red"
            onClick={confirm}
            loading={logout.isPending}
            data-testid="logout-confirm"
          >
            {t('logout.confirm')}
          </Button>
        </>
      }
    >
      {t('logout.text')}
    </Modal>
  );
}
