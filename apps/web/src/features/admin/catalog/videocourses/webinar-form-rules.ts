import { z } from 'zod';
import type { WebinarBody } from '../api/webinars';
import type { AdminWebinar } from '../schemas';
import { priceBody, priceFields, priceValuesOf } from '../form-kit/price-rules';
import {
  SHORT_DESCRIPTION_MAX,
  TITLE_MAX,
  messages,
  optionalLink,
  orNull,
  title,
} from '../form-kit/rules';
import { optionalWholeNumber, paragraphs, paragraphsText } from '../form-kit/text-rules';
import type { CatalogFormRules } from '../form-kit/use-catalog-form';

const MAX_AGE = 100;

export const webinarFormSchema = z.object({
  title,
  // Spec §5: 254 characters at most, with the message the original app shows.
  short_description: z.string().max(SHORT_DESCRIPTION_MAX, messages.shortDescriptionTooLong),
  description: z.string(),
  length: z.string().max(TITLE_MAX, messages.titleTooLong),
  age: optionalWholeNumber.refine(
    (text) => text === '' || (Number(text) >= 0 && Number(text) <= MAX_AGE),
    messages.age,
  ),
  url: optionalLink,
  video_url: optionalLink,
  image: z.string(),
  is_active: z.boolean(),
  sort: optionalWholeNumber,
  priority: optionalWholeNumber,
  tag_ids: z.array(z.number()),
  ...priceFields,
});
export type WebinarFormValues = z.infer<typeof webinarFormSchema>;

const numberText = (value: number | null) => (value === null ? '' : String(value));

/** The inputs' text: a stored course's values, or a new course's defaults (hidden, no tags). */
export const webinarFormValues = (webinar: AdminWebinar | null): WebinarFormValues => ({
  title: webinar?.title ?? '',
  short_description: webinar?.short_description ?? '',
  description: paragraphsText(webinar?.description ?? []),
  length: webinar?.length ?? '',
  age: numberText(webinar?.age ?? null),
  url: webinar?.url ?? '',
  video_url: webinar?.video_url ?? '',
  image: webinar?.image ?? '',
  is_active: webinar?.is_active ?? false,
  sort: numberText(webinar?.sort ?? null),
  priority: numberText(webinar?.priority ?? null),
  tag_ids: webinar?.tags.map((tag) => tag.id) ?? [],
  ...priceValuesOf(webinar),
});

/** The create or update request: empty texts become null, empty numbers are left to the API. */
export const webinarBody = (values: WebinarFormValues): WebinarBody => ({
  title: values.title.trim(),
  short_description: values.short_description.trim(),
  description: paragraphs(values.description),
  length: orNull(values.length),
  url: orNull(values.url),
  video_url: orNull(values.video_url),
  image: orNull(values.image),
  is_active: values.is_active,
  sort: values.sort === '' ? null : Number(values.sort),
  tag_ids: values.tag_ids,
  ...(values.age === '' ? {} : { age: Number(values.age) }),
  ...(values.priority === '' ? {} : { priority: Number(values.priority) }),
  ...priceBody(values),
});

export const webinarFormRules: CatalogFormRules<AdminWebinar, WebinarFormValues, WebinarBody> = {
  schema: webinarFormSchema,
  values: webinarFormValues,
  toBody: webinarBody,
};
