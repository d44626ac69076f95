import type { ReactNode } from 'react';
import { Checkbox, Field, Text } from '@chakra-ui/react';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';

export interface ConsentCheckboxProps<Values extends FieldValues> {
  control: Control<Values>;
  /** The form's boolean consent field. */
  name: FieldPathByValue<Values, boolean>;
  /** The already translated error text, if any. */
  error?: string;
  testId: string;
  /** The consent sentence with its document links. */
  children: ReactNode;
}

/** The "I agree to the processing of personal data" checkbox of the registration and booking forms. */
export function ConsentCheckbox<Values extends FieldValues>({
  control,
  name,
  error,
  testId,
  children,
}: ConsentCheckboxProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field.Root invalid={Boolean(error)}>
          <Checkbox.Root
            checked={field.value}
            onCheckedChange={(details) => field.onChange(details.checked === true)}
            alignItems="flex-start"
            data-testid={testId}
          >
            <Checkbox.HiddenInput name={field.name} ref={field.ref} onBlur={field.onBlur} />
            <Checkbox.Control />
            <Checkbox.Label>
              <Text as="span" fontSize="sm">
                {children}
              </Text>
            </Checkbox.Label>
          </Checkbox.Root>
          {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
        </Field.Root>
      )}
    />
  );
}
