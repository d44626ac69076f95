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

/**
 * The schemas are built on first use, not as the module loads: this module is evaluated on every
 * first visit, and its fifty zod constructors were about 20 ms of the phone's start-up task
 * (Lighthouse counts the whole task as blocking time), for answers that arrive later anyway.
 * `webinarSchema` and `kitSchema` are z.lazy wrappers that build their object on the first parse.
 */
const tagSchema = () =>
  matchesApi<Schemas['TagDto']>()(z.object({ id: z.number(), title: z.string() }));

/** A custom price window's fields (the admin's schemas add the item's id, as these do). */
export const customPriceFields = () => ({
  id: z.number(),
  start: z.string(),
  end: z.string(),
  price: z.number(),
  price_azn: z.number(),
});

/** What a webinar and a kit both carry: identity, prices and the viewer's access. */
const catalogItemFields = () => ({
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
});

/** A webinar's object schema, made anew on each call (the admin's schemas extend it). */
export const webinarObjectSchema = () =>
  matchesApi<Webinar>()(
    z.object({
      ...catalogItemFields(),
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
          z.object({ ...customPriceFields(), webinar_id: z.number() }),
        ),
      ),
      tags: z.array(tagSchema()),
    }),
  );

export const webinarSchema = z.lazy(webinarObjectSchema);

/** A kit's object schema, made anew on each call (the admin's schemas extend it). */
export const kitObjectSchema = () =>
  matchesApi<Kit>()(
    z.object({
      ...catalogItemFields(),
      description: z.string(),
      mark_id: z.nullable(z.number()),
      custom_price: z.nullable(
        matchesApi<Schemas['KitCustomPriceDto']>()(
          z.object({ ...customPriceFields(), kit_id: z.number() }),
        ),
      ),
      webinars: z.array(webinarSchema),
    }),
  );

export const kitSchema = z.lazy(kitObjectSchema);

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
