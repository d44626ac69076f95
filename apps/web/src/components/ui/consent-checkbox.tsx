import type { ReactNode, Ref } from 'react';
import { Checkbox, Field, Text } from '@chakra-ui/react';

export interface ConsentCheckboxProps {
  name: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  /** The already translated error text, if any. */
  error?: string;
  testId: string;
  /** The consent sentence with its document links. */
  children: ReactNode;
}

/** The "I agree to the processing of personal data" checkbox of the registration and booking forms. */
export function ConsentCheckbox({
  name,
  checked,
  onCheckedChange,
  onBlur,
  inputRef,
  error,
  testId,
  children,
}: ConsentCheckboxProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Checkbox.Root
        checked={checked}
        onCheckedChange={(details) => onCheckedChange(details.checked === true)}
        alignItems="flex-start"
        data-testid={testId}
      >
        <Checkbox.HiddenInput name={name} ref={inputRef} onBlur={onBlur} />
        <Checkbox.Control />
        <Checkbox.Label>
          <Text as="span" fontSize="sm">
            {children}
          </Text>
        </Checkbox.Label>
      </Checkbox.Root>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
