// zod/mini, not zod: this file is on every first visit, which classic zod's methods (and its JSON
// Schema code) would grow by 9 KB gzip. Mini is functional: `z.nullable(x)`, `z.optional(x)`,
// `x.check(z.minLength(1))`, `z.extend(schema, {…})`.
import { z } from 'zod/mini';
import type { Schemas } from '@course-shop/api-client';
import { ITEM_STATES } from '@/config/constants';
import { matchesApi } from '../api-contract';

/** Checked on every catalog answer, so a screen never renders half the data it expects. */
export type Webinar = Schemas['WebinarDto'];
export type Kit = Schemas['KitDto'];

const tagSchema = matchesApi<Schemas['TagDto']>()(z.object({ id: z.number(), title: z.string() }));

const customPriceFields = {
  id: z.number(),
  start: z.string(),
  end: z.string(),
  price: z.number(),
  price_azn: z.number(),
};

/** What a webinar and a kit both carry: identity, prices and the viewer's access. */
const catalogItemFields = {
  id: z.number(),
  title: z.string(),
  image: z.nullable(z.string()),
  sort: z.nullable(z.number()),
  is_active: z.boolean(),
  price: z.number(),
  price_azn: z.number(),
  final_price: z.number(),
  final_price_azn: z.number(),
  prolongation_price: z.number(),
  prolongation_price_azn: z.number(),
  is_owner: z.boolean(),
  state: z.enum(ITEM_STATES),
  access_expires_at: z.nullable(z.string()),
};

export const webinarSchema = matchesApi<Webinar>()(
  z.object({
    ...catalogItemFields,
    url: z.nullable(z.string()),
    video_url: z.nullable(z.string()),
    length: z.nullable(z.string()),
    age: z.number(),
    short_description: z.string(),
    description: z.array(z.string()),
    priority: z.number(),
    created_at: z.string(),
    updated_at: z.string(),
    custom_price: z.nullable(
      matchesApi<Schemas['WebinarCustomPriceDto']>()(
        z.object({ ...customPriceFields, webinar_id: z.number() }),
      ),
    ),
    tags: z.array(tagSchema),
  }),
);

export const kitSchema = matchesApi<Kit>()(
  z.object({
    ...catalogItemFields,
    description: z.string(),
    mark_id: z.nullable(z.number()),
    custom_price: z.nullable(
      matchesApi<Schemas['KitCustomPriceDto']>()(
        z.object({ ...customPriceFields, kit_id: z.number() }),
      ),
    ),
    webinars: z.array(webinarSchema),
  }),
);

/** What the purchase block needs of a webinar or a kit. */
export type PurchasableItem = Pick<
  Webinar,
  | 'id'
  | 'price'
  | 'final_price'
  | 'final_price_azn'
  | 'prolongation_price'
  | 'prolongation_price_azn'
  | 'is_owner'
  | 'state'
  | 'access_expires_at'
>;
