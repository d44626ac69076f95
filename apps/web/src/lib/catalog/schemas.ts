import { z } from 'zod';
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
  image: z.string().nullable(),
  sort: z.number().nullable(),
  is_active: z.boolean(),
  price: z.number(),
  price_azn: z.number(),
  final_price: z.number(),
  final_price_azn: z.number(),
  prolongation_price: z.number(),
  prolongation_price_azn: z.number(),
  is_owner: z.boolean(),
  state: z.enum(ITEM_STATES),
  access_expires_at: z.string().nullable(),
};

export const webinarSchema = matchesApi<Webinar>()(
  z.object({
    ...catalogItemFields,
    url: z.string().nullable(),
    video_url: z.string().nullable(),
    length: z.string().nullable(),
    age: z.number(),
    short_description: z.string(),
    description: z.array(z.string()),
    priority: z.number(),
    created_at: z.string(),
    updated_at: z.string(),
    custom_price: matchesApi<Schemas['WebinarCustomPriceDto']>()(
      z.object({ ...customPriceFields, webinar_id: z.number() }),
    ).nullable(),
    tags: z.array(tagSchema),
  }),
);

export const kitSchema = matchesApi<Kit>()(
  z.object({
    ...catalogItemFields,
    description: z.string(),
    mark_id: z.number().nullable(),
    custom_price: matchesApi<Schemas['KitCustomPriceDto']>()(
      z.object({ ...customPriceFields, kit_id: z.number() }),
    ).nullable(),
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
