import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Field } from '@chakra-ui/react';
import { NativeSelect } from './chakra';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  label: string;
  options: SelectOption[];
  /** A first option with value '' (e.g. 'Все' in a filter, 'Выберите курс' in a form). */
  emptyOption?: string;
  error?: string;
  helperText?: ReactNode;
  testId?: string;
}

/**
 * A labelled native select with its error text, the counterpart of TextField: it forwards the ref
 * for react-hook-form's register() and works as a URL filter with value/onChange.
 */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, emptyOption, error, helperText, testId, required, ...selectProps },
  ref,
) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} width="auto" minW="12rem">
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field ref={ref} data-testid={testId} {...selectProps}>
          {emptyOption !== undefined ? <option value="">{emptyOption}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
});
