import { z } from 'zod';
import { ITEM_STATES } from '@/config/constants';

/** Shapes of the catalog answers in openapi.yaml, checked on every answer (spec §5). */
export const tagSchema = z.object({ id: z.number(), title: z.string() });

export const itemStateSchema = z.enum([
  ITEM_STATES.canBuy,
  ITEM_STATES.canView,
  ITEM_STATES.canProlong,
]);

const customPriceFields = {
  id: z.number(),
  start: z.string(),
  end: z.string(),
  price: z.number(),
  price_azn: z.number(),
};

export const webinarSchema = z.object({
  id: z.number(),
  title: z.string(),
  url: z.string().nullable(),
  image: z.string().nullable().optional(),
  length: z.string().nullable(),
  age: z.number(),
  price: z.number(),
  price_azn: z.number(),
  final_price: z.number(),
  final_price_azn: z.number(),
  prolongation_price: z.number(),
  prolongation_price_azn: z.number(),
  is_active: z.boolean(),
  short_description: z.string(),
  description: z.array(z.string()),
  sort: z.number().nullable().optional(),
  priority: z.number().optional(),
  created_at: z.string(),
  updated_at: z.string(),
  custom_price: z.object({ ...customPriceFields, webinar_id: z.number() }).nullable(),
  tags: z.array(tagSchema),
  is_owner: z.boolean().optional(),
  state: itemStateSchema.optional(),
  video_url: z.string().nullable().optional(),
  access_expires_at: z.string().nullable().optional(),
});

export const kitSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  price_azn: z.number(),
  final_price: z.number(),
  final_price_azn: z.number(),
  prolongation_price: z.number(),
  prolongation_price_azn: z.number(),
  webinars: z.array(webinarSchema),
  image: z.string().nullable().optional(),
  mark_id: z.number().nullable(),
  sort: z.number().nullable(),
  is_owner: z.boolean().optional(),
  custom_price: z.object({ ...customPriceFields, kit_id: z.number() }).nullable(),
  is_active: z.boolean(),
  state: itemStateSchema.optional(),
  access_expires_at: z.string().nullable().optional(),
});

export const webinarResponseSchema = z.object({ webinar: webinarSchema });
export const webinarListResponseSchema = z.object({ webinars: z.array(webinarSchema) });
export const kitResponseSchema = z.object({ kit: kitSchema });
export const kitListResponseSchema = z.object({ kits: z.array(kitSchema) });

export type Tag = z.infer<typeof tagSchema>;
export type ItemState = z.infer<typeof itemStateSchema>;
export type Webinar = z.infer<typeof webinarSchema>;
export type Kit = z.infer<typeof kitSchema>;

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
