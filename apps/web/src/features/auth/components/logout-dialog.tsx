import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useLogout } from '../api/logout';
import { useAuthText } from '../hooks/use-auth-text';

/** /logout: confirmation dialog; confirming hides the auth modal, clears the session and goes to /. */
export function LogoutDialog() {
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
    <Dialog.Root
      open
      role="alertdialog"
      placement="center"
      onOpenChange={(details) => {
        if (!details.open) cancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="logout-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('logout.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{t('logout.text')}</Dialog.Body>
            <Dialog.Footer>
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
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
