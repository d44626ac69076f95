import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton, Dialog, Portal, Tabs } from '@chakra-ui/react';
import { closeAuthModal, setAuthTab, useAuthModal, type AuthTab } from '@/lib/auth-modal';
import { LoginForm } from './login-form';
import { RegistrationForm } from './registration-form';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { useAuthText } from '../hooks/use-auth-text';

/** The personal-account modal: registration and login tabs, login by default. */
export function AuthModal() {
  const { t } = useAuthText();
  const { t: tCommon } = useTranslation('common');
  const { open, tab } = useAuthModal();
  const [forgotOpen, setForgotOpen] = useState(false);

  return (
    <>
      <Dialog.Root
        open={open}
        onOpenChange={(details) => {
          if (!details.open) closeAuthModal();
        }}
        placement="center"
        scrollBehavior="inside"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="auth-modal">
              <Dialog.Header>
                <Dialog.Title>{t('modal.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Tabs.Root
                  value={tab}
                  onValueChange={(details) => setAuthTab(details.value as AuthTab)}
                  variant="line"
                  fitted
                  lazyMount
                >
                  <Tabs.List mb={4}>
                    <Tabs.Trigger value="registration" data-testid="auth-tab-registration">
                      {t('modal.tabs.registration')}
                    </Tabs.Trigger>
                    <Tabs.Trigger value="login" data-testid="auth-tab-login">
                      {t('modal.tabs.login')}
                    </Tabs.Trigger>
                  </Tabs.List>
                  <Tabs.Content value="registration">
                    <RegistrationForm />
                  </Tabs.Content>
                  <Tabs.Content value="login">
                    <LoginForm onForgotPassword={() => setForgotOpen(true)} />
                  </Tabs.Content>
                </Tabs.Root>
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton
                  size="sm"
                  aria-label={tCommon('actions.close')}
                  data-testid="auth-modal-close"
                />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} />
    </>
  );
}
