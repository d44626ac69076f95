import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFieldError } from './use-field-error';

/** What every catalog form takes from its create or edit page. */
export interface CatalogFormPageProps<Body> {
  onSubmit: (body: Body) => void;
  /** The save request is running. */
  pending: boolean;
  /** The save's failure, shown above the button. */
  error: unknown;
  /** Where 'Отмена' leads. */
  cancelTo: string;
}

/** One kind of catalog item's form rules (its *-form-rules.ts). */
export interface CatalogFormRules<Item, Values, Body> {
  schema: z.ZodType<Values, Values>;
  /** The inputs' starting text: a stored item's values, or a new item's (null). */
  values: (item: Item | null) => Values;
  /** The checked values as the API's request body. */
  toBody: (values: Values) => Body;
}

/**
 * A catalog form's state, checked by its rules (a field's message appears once it was left and
 * then follows every keystroke), its field-error translator, and the props of its <CatalogForm>
 * but the test id. A stored item is saved ('Сохранить'), a null one created ('Создать').
 */
export function useCatalogForm<Item, Values extends FieldValues, Body>(
  { schema, values, toBody }: CatalogFormRules<Item, Values, Body>,
  item: Item | null,
  { onSubmit, pending, error, cancelTo }: CatalogFormPageProps<Body>,
) {
  const { t } = useTranslation('admin-catalog');
  const form = useForm<Values>({
    mode: 'onTouched',
    resolver: zodResolver(schema),
    defaultValues: values(item) as DefaultValues<Values>,
  });
  const fieldError = useFieldError();
  const frame = {
    form,
    onSubmit: (checked: Values) => onSubmit(toBody(checked)),
    pending,
    error,
    submitLabel: t(item === null ? 'actions.create' : 'actions.save'),
    cancelTo,
  };
  return { form, fieldError, frame };
}
