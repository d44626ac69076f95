import { Alert, Button, CloseButton, Stack, Text } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@/components/ui/text-field';
import { FormError } from '@/components/ui/form-error';
import { Modal } from '@/components/ui/modal';
import { useGenerateLink } from '../api/generate-link';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../schemas';
import { useAuthText } from '../hooks/use-auth-text';
import { useErrorText } from '../hooks/use-error-text';

interface ForgotPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ForgotPasswordDialog({ open, onOpenChange }: ForgotPasswordDialogProps) {
  const { t } = useAuthText();
  return (
    <Modal
      title={t('forgot.title')}
      testId="forgot-password-dialog"
      open={open}
      onOpenChange={onOpenChange}
    >
      <ForgotPasswordForm />
    </Modal>
  );
}

export function ForgotPasswordForm() {
  const { t, fieldError } = useAuthText();
  const { t: tCommon } = useTranslation('common');
  const errorText = useErrorText();
  const mutation = useGenerateLink();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<ForgotPasswordValues>({
    // Errors appear once a field is left (spec §5) and then follow each keystroke, so a corrected
    // field clears at once; validity (the submit button, hence Enter) follows every keystroke.
    mode: 'onTouched',
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(({ email }) => mutation.mutate(email));
  const sent = mutation.data?.message === 'ok';

  return (
    <form onSubmit={onSubmit} noValidate data-testid="forgot-password-form">
      <Stack gap={4}>
        <Text color="fg.muted" fontSize="sm">
          {t('forgot.description')}
        </Text>
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={fieldError(errors.email?.message)}
          testId="forgot-password-email"
          {...register('email')}
        />
        {sent ? (
          <Alert.Root status="success" data-testid="forgot-password-sent">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('forgot.sent')}</Alert.Title>
            </Alert.Content>
            {/* Closing the alert clears it, so a second request starts from a clean form. */}
            <CloseButton
              size="sm"
              onClick={() => mutation.reset()}
              aria-label={tCommon('actions.close')}
              data-testid="forgot-password-sent-close"
            />
          </Alert.Root>
        ) : null}
        <FormError message={errorText(mutation.error)} testId="forgot-password-error" />
        <Button
          type="submit"
          colorPalette="brand"
          disabled={!isValid || mutation.isPending}
          loading={mutation.isPending}
          data-testid="forgot-password-submit"
        >
          {t('forgot.submit')}
        </Button>
      </Stack>
    </form>
  );
}
