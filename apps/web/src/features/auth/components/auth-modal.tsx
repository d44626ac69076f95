import { useState } from 'react';
import { Tabs } from '@chakra-ui/react';
import { Modal } from '@/components/ui/modal';
import { closeAuthModal, setAuthTab, useAuthModal, type AuthTab } from '@/lib/auth-modal';
import { LoginForm } from './login-form';
import { RegistrationForm } from './registration-form';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { useAuthText } from '../hooks/use-auth-text';

/** The personal-account modal: registration and login tabs, login by default. */
export function AuthModal() {
  const { t } = useAuthText();
  const { open, tab } = useAuthModal();
  const [forgotOpen, setForgotOpen] = useState(false);

  return (
    <>
      <Modal
        title={t('modal.title')}
        testId="auth-modal"
        open={open}
        onOpenChange={(isOpen) => {
          if (!isOpen) closeAuthModal();
        }}
        closeTestId="auth-modal-close"
        scrollInside
      >
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
      </Modal>
      <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} />
    </>
  );
}
