import { Button, Stack } from '@chakra-ui/react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { TextField } from '@/components/ui/text-field';
import { FormError } from '@/components/ui/form-error';
import { documents } from '@/config/paths';
import { CELLPHONE_MASK } from '@/config/constants';
import { closeAuthModal } from '@/lib/auth-modal';
import { maskPhone, stripSpaces } from '@/lib/phone-mask';
import { useRegister } from '../api/register';
import { registrationSchema, type RegistrationValues } from '../schemas';
import { useAuthText } from '../hooks/use-auth-text';
import { useErrorText } from '../hooks/use-error-text';
import { DocumentLink } from '@/components/ui/document-link';
import { ConsentCheckbox } from '@/components/ui/consent-checkbox';

const emptyValues: RegistrationValues = {
  login: '',
  password: '',
  cellphone: '',
  first_name: '',
  last_name: '',
  agreeToTerms: false,
};

export function RegistrationForm() {
  const { t, fieldError } = useAuthText();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isValid },
  } = useForm<RegistrationValues>({
    mode: 'onTouched',
    resolver: zodResolver(registrationSchema),
    defaultValues: emptyValues,
  });

  const onSubmit = handleSubmit(({ agreeToTerms: _consent, ...values }) => {
    registerMutation.mutate(
      { ...values, cellphone: stripSpaces(values.cellphone) },
      {
        onSuccess: () => {
          reset(emptyValues);
          closeAuthModal();
          navigate('/', { replace: true });
        },
      },
    );
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      data-testid="registration-form"
      aria-label={t('modal.tabs.registration')}
    >
      <Stack gap={4}>
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          placeholder={t('fields.emailPlaceholder')}
          error={fieldError(errors.login?.message)}
          testId="register-email"
          {...register('login')}
        />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          error={fieldError(errors.password?.message)}
          testId="register-password"
          {...register('password')}
        />
        <Controller
          control={control}
          name="cellphone"
          render={({ field }) => (
            <TextField
              label={t('fields.cellphone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={CELLPHONE_MASK.replaceAll('#', '_')}
              error={fieldError(errors.cellphone?.message)}
              testId="register-cellphone"
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(maskPhone(event.target.value))}
            />
          )}
        />
        <TextField
          label={t('fields.firstName')}
          autoComplete="given-name"
          error={fieldError(errors.first_name?.message)}
          testId="register-first-name"
          {...register('first_name')}
        />
        <TextField
          label={t('fields.lastName')}
          autoComplete="family-name"
          error={fieldError(errors.last_name?.message)}
          testId="register-last-name"
          {...register('last_name')}
        />
        <ConsentCheckbox
          control={control}
          name="agreeToTerms"
          error={errors.agreeToTerms ? fieldError(errors.agreeToTerms.message) : undefined}
          testId="register-agree"
        >
          {t('registration.agreePrefix')}{' '}
          <DocumentLink href={documents.personalDataConsent}>
            {t('registration.agreeConsent')}
          </DocumentLink>{' '}
          {t('registration.agreeMiddle')}{' '}
          <DocumentLink href={documents.personalDataPolicy}>
            {t('registration.agreePolicy')}
          </DocumentLink>
        </ConsentCheckbox>
        <FormError message={errorText(registerMutation.error)} testId="register-error" />
        <Button
          type="submit"
          colorPalette="brand"
          disabled={!isValid || registerMutation.isPending}
          loading={registerMutation.isPending}
          data-testid="register-submit"
        >
          {t('registration.submit')}
        </Button>
      </Stack>
    </form>
  );
}
