import { z } from 'zod';
import type { KitBody } from '../api/kits';
import type { AdminKit } from '../schemas';
import { priceBody, priceFields, priceValuesOf } from '../form-kit/price-rules';
import { orNull, title } from '../form-kit/rules';
import { optionalWholeNumber } from '../form-kit/text-rules';
import type { CatalogFormRules } from '../form-kit/use-catalog-form';

/** mark_id 1 marks the 'Психотерапевт 21 века' kits (spec §9); '' is no mark. */
export const PSYCHOTHERAPIST_MARK = '1';

export const kitFormSchema = z.object({
  title,
  description: z.string(),
  mark_id: z.enum(['', PSYCHOTHERAPIST_MARK]),
  image: z.string(),
  is_active: z.boolean(),
  sort: optionalWholeNumber,
  /** The kit's courses in kit order; titles only to show them. */
  webinars: z.array(z.object({ id: z.number(), title: z.string() })),
  ...priceFields,
});
export type KitFormValues = z.infer<typeof kitFormSchema>;

export const kitFormValues = (kit: AdminKit | null): KitFormValues => ({
  title: kit?.title ?? '',
  description: kit?.description ?? '',
  mark_id: kit?.mark_id === Number(PSYCHOTHERAPIST_MARK) ? PSYCHOTHERAPIST_MARK : '',
  image: kit?.image ?? '',
  is_active: kit?.is_active ?? false,
  sort: kit?.sort === null || kit?.sort === undefined ? '' : String(kit.sort),
  webinars: kit?.webinars.map(({ id, title: name }) => ({ id, title: name })) ?? [],
  ...priceValuesOf(kit),
});

export const kitBody = (values: KitFormValues): KitBody => ({
  title: values.title.trim(),
  // The API takes a blank description but never null.
  description: values.description.trim(),
  mark_id: values.mark_id === '' ? null : Number(values.mark_id),
  image: orNull(values.image),
  is_active: values.is_active,
  sort: values.sort === '' ? null : Number(values.sort),
  webinar_ids: values.webinars.map((webinar) => webinar.id),
  ...priceBody(values),
});

export const kitFormRules: CatalogFormRules<AdminKit, KitFormValues, KitBody> = {
  schema: kitFormSchema,
  values: kitFormValues,
  toBody: kitBody,
};
