import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { Field, Textarea } from '@chakra-ui/react';

export interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  helperText?: ReactNode;
  testId?: string;
}

/** A labelled textarea with its error text; forwards the ref for react-hook-form's register(). */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(
  function TextareaField({ label, error, helperText, testId, required, ...textareaProps }, ref) {
    return (
      <Field.Root invalid={Boolean(error)} required={required}>
        <Field.Label>
          {label}
          {required ? <Field.RequiredIndicator /> : null}
        </Field.Label>
        <Textarea ref={ref} data-testid={testId} autoresize {...textareaProps} />
        {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
    );
  },
);
