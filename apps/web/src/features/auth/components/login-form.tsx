import { Button, Stack } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { TextField } from '@/components/ui/text-field';
import { FormError } from '@/components/ui/form-error';
import { closeAuthModal, takeReturnTo } from '@/lib/auth-modal';
import { useLogin } from '../api/login';
import { loginSchema, type LoginValues } from '../schemas';
import { useAuthText } from '../hooks/use-auth-text';
import { useErrorText } from '../hooks/use-error-text';

interface LoginFormProps {
  onForgotPassword?: () => void;
}

export function LoginForm({ onForgotPassword }: LoginFormProps) {
  const { t, fieldError } = useAuthText();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<LoginValues>({
    // Errors appear once a field is left (spec §5) and then follow each keystroke, so a corrected
    // field clears at once; validity (the submit button, hence Enter) follows every keystroke.
    mode: 'onTouched',
    resolver: zodResolver(loginSchema),
    defaultValues: { login: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    loginMutation.mutate(values, {
      onSuccess: () => {
        closeAuthModal();
        navigate(takeReturnTo() ?? '/', { replace: true });
      },
    });
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      data-testid="login-form"
      aria-label={t('modal.tabs.login')}
    >
      <Stack gap={4}>
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          placeholder={t('fields.emailPlaceholder')}
          error={fieldError(errors.login?.message)}
          testId="login-email"
          {...register('login')}
        />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          error={fieldError(errors.password?.message)}
          testId="login-password"
          {...register('password')}
        />
        <FormError message={errorText(loginMutation.error)} testId="login-error" />
        <Button
          type="submit"
          colorPalette="brand"
          disabled={!isValid || loginMutation.isPending}
          loading={loginMutation.isPending}
          data-testid="login-submit"
        >
          {t('login.submit')}
        </Button>
        {onForgotPassword ? (
          <Button
            variant="plain"
            size="sm"
            onClick={onForgotPassword}
            data-testid="forgot-password-open"
          >
            {t('login.forgotPassword')}
          </Button>
        ) : null}
      </Stack>
    </form>
  );
}
