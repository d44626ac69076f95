import { Button, Container, Heading, Stack } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { TextField } from '@/components/ui/text-field';
import { FormError } from '@/components/ui/form-error';
import { notify } from '@/lib/notify';
import { useRecoverPassword } from '../api/recover-password';
import { resetPasswordSchema, type ResetPasswordValues } from '../schemas';
import { useAuthText } from '../hooks/use-auth-text';
import { useErrorText } from '../hooks/use-error-text';

/** /password-recovery?token=…: two new-password fields and a submit button. */
export function ResetPasswordForm() {
  const { t, fieldError } = useAuthText();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const mutation = useRecoverPassword();
  const {
    register,
    handleSubmit,
    getValues,
    trigger,
    formState: { errors, isValid },
  } = useForm<ResetPasswordValues>({
    mode: 'onTouched',
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { new_password: '', new_retyped_password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    mutation.mutate(
      { token, ...values },
      {
        onSuccess: () => {
          notify.success(t('reset.success'));
          navigate('/', { replace: true });
        },
        onError: () => notify.error(t('reset.failure')),
      },
    );
  });

  return (
    <Container maxW="md" py={{ base: 8, md: 16 }}>
      <Heading as="h1" size="xl" mb={6}>
        {t('reset.title')}
      </Heading>
      <form onSubmit={onSubmit} noValidate data-testid="reset-password-form">
        <Stack gap={4}>
          <FormError
            message={token ? null : t('reset.missingToken')}
            testId="reset-password-no-token"
          />
          <TextField
            label={t('fields.newPassword')}
            type="password"
            autoComplete="new-password"
            error={fieldError(errors.new_password?.message)}
            testId="reset-password-new"
            {...register('new_password', {
              // Re-check the repeat field once it has a value, so a fixed mismatch clears.
              onChange: () => {
                if (getValues('new_retyped_password')) void trigger('new_retyped_password');
              },
            })}
          />
          <TextField
            label={t('fields.repeatPassword')}
            type="password"
            autoComplete="new-password"
            error={fieldError(errors.new_retyped_password?.message)}
            testId="reset-password-repeat"
            {...register('new_retyped_password')}
          />
          <FormError message={errorText(mutation.error)} testId="reset-password-error" />
          <Button
            type="submit"
            colorPalette="brand"
            disabled={!isValid || !token || mutation.isPending}
            loading={mutation.isPending}
            data-testid="reset-password-submit"
          >
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    </Container>
  );
}
