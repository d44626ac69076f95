import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { BIRTH_DATE_MIN } from '@/config/constants';
import { todayIsoDate } from '@/lib/format';
import { useServerMessage } from '../../shared/use-server-message';
import { createUserFormSchema, type UserFormValues } from '../user-form-schema';
import { RolesField } from './roles-field';

type TextFieldName = Exclude<keyof UserFormValues, 'roles' | 'password' | 'birth_date'>;

const TEXT_FIELDS: TextFieldName[] = [
  'login',
  'last_name',
  'first_name',
  'middle_name',
  'phone',
  'city',
];

export interface UserFormProps {
  mode: 'create' | 'edit';
  defaultValues: UserFormValues;
  /** Saves; once it succeeds the typed password is cleared. */
  onSubmit: (values: UserFormValues) => Promise<unknown>;
  pending: boolean;
  /** The failed save, whose server message shows above the button. */
  error: unknown;
}

/** A user's profile, password and roles; checked before sending, the server's refusal shown inline. */
export function UserForm({ mode, defaultValues, onSubmit, pending, error }: UserFormProps) {
  const { t } = useTranslation('admin-users');
  const toMessage = useServerMessage();
  const schema = useMemo(() => createUserFormSchema(mode), [mode]);
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm<UserFormValues>({ mode: 'onTouched', resolver: zodResolver(schema), defaultValues });
  // Messages are translation keys of this namespace (user-form-schema.ts).
  const fieldError = (message: string | undefined) =>
    message ? t(message as 'form.validation.loginRequired') : undefined;

  return (
    <form
      onSubmit={handleSubmit((values) =>
        onSubmit(values).then(
          () => reset({ ...values, password: '' }),
          // The failure shows in the error line below.
          () => undefined,
        ),
      )}
      noValidate
      aria-label={t('form.label')}
      data-testid="user-form"
    >
      <Stack gap={6} maxW="3xl">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          {TEXT_FIELDS.map((name) => (
            <TextField
              key={name}
              label={t(`form.fields.${name}`)}
              type={name === 'login' ? 'email' : 'text'}
              required={name === 'login'}
              // Someone else's data: the browser must not fill in the admin's own.
              autoComplete="off"
              error={fieldError(errors[name]?.message)}
              testId={`user-${name}`}
              {...register(name)}
            />
          ))}
          <TextField
            label={t('form.fields.birth_date')}
            type="date"
            min={BIRTH_DATE_MIN}
            max={todayIsoDate()}
            error={fieldError(errors.birth_date?.message)}
            testId="user-birth_date"
            {...register('birth_date')}
          />
          <TextField
            label={t(mode === 'create' ? 'form.fields.password' : 'form.fields.newPassword')}
            type="password"
            autoComplete="new-password"
            required={mode === 'create'}
            helperText={mode === 'edit' ? t('form.newPasswordHint') : undefined}
            error={fieldError(errors.password?.message)}
            testId="user-password"
            {...register('password')}
          />
        </SimpleGrid>
        <RolesField control={control} error={fieldError(errors.roles?.message)} />
        <FormError message={toMessage(error)} testId="user-form-error" />
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="flex-start"
          loading={pending}
          data-testid="user-submit"
        >
          {t(mode === 'create' ? 'form.create' : 'form.save')}
        </Button>
      </Stack>
    </form>
  );
}
