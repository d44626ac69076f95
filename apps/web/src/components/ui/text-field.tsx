import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, Input } from '@chakra-ui/react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  error?: string;
  helperText?: ReactNode;
  testId?: string;
}

/** Labelled input with its error text; forwards the ref for react-hook-form's register(). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, helperText, testId, required, ...inputProps },
  ref,
) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input ref={ref} data-testid={testId} {...inputProps} />
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
});
