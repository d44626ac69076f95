import { Button, Fieldset, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '@/components/ui/phone-field';
import { TextField } from '@/components/ui/text-field';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/api-error';
import { todayIsoDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { maskPhone } from '@/lib/phone-mask';
import type { SessionUser } from '@/lib/session/user-schema';
import { useUpdateProfile } from '../api/update-profile';
import { BirthDateField } from './birth-date-field';
import { createProfileSchema, type ProfileMessageKey, type ProfileValues } from '../schemas';

function toFormValues(user: SessionUser): ProfileValues {
  return {
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    // Until a profile phone is saved, the one given at registration stands in for it.
    phone: maskPhone(user.phone || user.cellphone || ''),
    birth_date: user.birth_date?.slice(0, 10) ?? '',
    city: user.city ?? '',
    old_password: '',
    new_password: '',
    new_repeated_password: '',
  };
}

/** Personal data form: birth date between 1900-01-01 and today, sent as yyyy-MM-dd. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const { t: tCommon } = useTranslation('common');
  const mutation = useUpdateProfile();
  const today = todayIsoDate();
  const schema = useMemo(() => createProfileSchema(), []);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isDirty },
  } = useForm<ProfileValues>({
    mode: 'onTouched',
    resolver: zodResolver(schema),
    defaultValues: toFormValues(user),
  });
  const fieldError = (message: string | undefined) =>
    message ? t(message as ProfileMessageKey) : undefined;

  const onSubmit = handleSubmit((values) => {
    mutation.mutate(values, {
      onSuccess: (saved) => {
        reset(toFormValues(saved));
        notify.success(t('saved'));
      },
    });
  });

  const serverError = mutation.error
    ? errorMessage(mutation.error, {
        generic: tCommon('errors.generic'),
        unknown: tCommon('errors.unknown'),
      })
    : null;

  return (
    <form onSubmit={onSubmit} noValidate data-testid="profile-form" aria-label={t('title')}>
      <Stack gap={6}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          <TextField
            label={t('fields.firstName')}
            autoComplete="given-name"
            error={fieldError(errors.first_name?.message)}
            testId="profile-first-name"
            {...register('first_name')}
          />
          <TextField
            label={t('fields.lastName')}
            autoComplete="family-name"
            error={fieldError(errors.last_name?.message)}
            testId="profile-last-name"
            {...register('last_name')}
          />
          <PhoneField
            label={t('fields.phone')}
            error={fieldError(errors.phone?.message)}
            testId="profile-phone"
            {...register('phone')}
          />
          <Controller
            control={control}
            name="birth_date"
            render={({ field }) => (
              <BirthDateField
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                max={today}
                error={fieldError(errors.birth_date?.message)}
                testId="profile-birth-date"
              />
            )}
          />
          <TextField
            label={t('fields.city')}
            autoComplete="address-level2"
            error={fieldError(errors.city?.message)}
            testId="profile-city"
            {...register('city')}
          />
        </SimpleGrid>
        <Fieldset.Root>
          <Fieldset.Legend asChild>
            <Heading as="h2" size="md">
              {t('passwordSection')}
            </Heading>
          </Fieldset.Legend>
          <Text color="fg.muted" fontSize="sm">
            {t('passwordHint')}
          </Text>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap={4} mt={2}>
            <TextField
              label={t('fields.oldPassword')}
              type="password"
              autoComplete="current-password"
              error={fieldError(errors.old_password?.message)}
              testId="profile-old-password"
              {...register('old_password')}
            />
            <TextField
              label={t('fields.newPassword')}
              type="password"
              autoComplete="new-password"
              error={fieldError(errors.new_password?.message)}
              testId="profile-new-password"
              {...register('new_password', { deps: ['new_repeated_password', 'old_password'] })}
            />
            <TextField
              label={t('fields.repeatPassword')}
              type="password"
              autoComplete="new-password"
              error={fieldError(errors.new_repeated_password?.message)}
              testId="profile-repeat-password"
              {...register('new_repeated_password')}
            />
          </SimpleGrid>
        </Fieldset.Root>
        <FormError message={serverError} testId="profile-error" />
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="flex-start"
          disabled={!isDirty || mutation.isPending}
          loading={mutation.isPending}
          data-testid="profile-submit"
        >
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
