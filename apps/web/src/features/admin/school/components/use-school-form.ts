import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import type { z } from 'zod';
import { useFieldError } from './use-field-error';

/** What every admin school form takes from its page. */
export interface SchoolFormProps<Values> {
  defaultValues: Values;
  onSubmit: (values: Values) => void;
  /** The save request is running. */
  pending: boolean;
  /** The save's failure, shown above the button. */
  error: unknown;
  submitLabel: string;
  testId: string;
}

/**
 * A school form's state, checked by its schema (a field's message appears once it was left and then
 * follows every keystroke), the props that bind one of its fields, and the props of its
 * <SchoolForm> frame.
 */
export function useSchoolForm<Values extends FieldValues>(
  schema: z.ZodType<Values, Values>,
  { defaultValues, onSubmit, pending, error, submitLabel, testId }: SchoolFormProps<Values>,
) {
  const form = useForm<Values>({
    mode: 'onTouched',
    resolver: zodResolver(schema),
    defaultValues: defaultValues as DefaultValues<Values>,
  });
  const fieldError = useFieldError();
  // Read while rendering, so the form renders again when a message comes or goes.
  const { errors } = form.formState;
  /** A field's registration, its translated message and its test id, `${form testId}-${suffix}`. */
  const field = (name: Path<Values>, testIdSuffix: string) => ({
    ...form.register(name),
    error: fieldError(get<typeof errors, FieldError | undefined>(errors, name)?.message),
    testId: `${testId}-${testIdSuffix}`,
  });
  const frame = { onSubmit: form.handleSubmit(onSubmit), pending, error, submitLabel, testId };
  return { form, field, frame };
}
