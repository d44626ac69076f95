import { Checkbox, Fieldset, HStack } from '@chakra-ui/react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '@/config/constants';
import type { UserFormValues } from '../user-form-schema';

const ALL_ROLES: Role[] = [ROLES.user, ROLES.admin];

/** The user's roles as checkboxes; at least one must stay ticked. */
export function RolesField({
  control,
  error,
}: {
  control: Control<UserFormValues>;
  error?: string;
}) {
  const { t } = useTranslation('admin-users');
  return (
    <Controller
      control={control}
      name="roles"
      render={({ field }) => (
        <Fieldset.Root invalid={Boolean(error)}>
          <Fieldset.Legend>{t('form.fields.roles')}</Fieldset.Legend>
          <HStack gap={6} wrap="wrap">
            {ALL_ROLES.map((role) => (
              <Checkbox.Root
                key={role}
                checked={field.value.includes(role)}
                onCheckedChange={(details) =>
                  field.onChange(
                    details.checked === true
                      ? [...field.value, role]
                      : field.value.filter((item) => item !== role),
                  )
                }
                data-testid={`user-role-${role}`}
              >
                <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
                <Checkbox.Control />
                <Checkbox.Label>{t(`roles.${role}`)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </HStack>
          {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
        </Fieldset.Root>
      )}
    />
  );
}
